/**
 * Whether the device's main pointer is a finger (a phone, or a tablet without a mouse): it cannot
 * hover, so a tooltip (shown on hover) never appears there.
 */
export const TOUCH_ONLY = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: none) and (pointer: coarse)').matches;
