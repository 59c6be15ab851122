/**
 * Whether the device's main pointer is a finger (a phone, or a tablet without a mouse): it cannot
 * hover, and a field focused without a tap there either opens the on-screen keyboard over the
 * screen the person has not seen yet or does nothing at all.
 */
export const TOUCH_ONLY = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: none) and (pointer: coarse)').matches;
