import { Tooltip } from '@mantine/core';
import type { TooltipProps } from '@mantine/core';
import { TOUCH_ONLY } from './touchOnly.ts';

/**
 * Mantine's Tooltip where a pointer can hover; on a touch-only device just its child. There the
 * tooltip would never show, and each one still positions itself after the first render (a state
 * update inside the commit: a second render of every control that has one, in the first load's
 * longest task). The child carries its own accessible name (aria-label) either way.
 */
export function HoverTooltip(props: TooltipProps) {
  return TOUCH_ONLY ? props.children : <Tooltip {...props} />;
}
