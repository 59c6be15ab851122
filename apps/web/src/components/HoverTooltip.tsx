import { Tooltip } from '@mantine/core';
import type { TooltipProps } from '@mantine/core';
import { mergeRefs } from '@mantine/hooks';
import { Children, cloneElement } from 'react';
import type { ReactElement, Ref } from 'react';
import { TOUCH_ONLY } from './touchOnly.ts';

/** Tooltip's own props (see Mantine's Tooltip): everything else given to it belongs to its child. */
const TOOLTIP_ONLY = new Set([
  'children', 'label', 'position', 'refProp', 'openDelay', 'closeDelay', 'onPositionChange', 'opened', 'defaultOpened', 'withinPortal', 'radius', 'color',
  'classNames', 'styles', 'unstyled', 'style', 'withArrow', 'arrowSize', 'arrowOffset', 'arrowRadius', 'arrowPosition', 'offset', 'transitionProps', 'multiline',
  'events', 'zIndex', 'disabled', 'positionDependencies', 'inline', 'variant', 'keepMounted', 'vars', 'portalProps', 'mod', 'floatingStrategy', 'middlewares',
  'autoContrast', 'attributes', 'target',
]);

/**
 * Mantine's Tooltip where a pointer can hover; on a touch-only device just its child. There the
 * tooltip would never show, and each one still positions itself after the first render (a state
 * update inside the commit: a second render of every control that has one, in the first load's
 * longest task). The child carries its own accessible name (aria-label) either way. As a menu's or
 * a popover's target, what the target gives the tooltip (its ref, click handler, class, aria
 * attributes) goes to the child, as the tooltip itself would pass it on.
 */
export function HoverTooltip({ ref, ...props }: TooltipProps & { ref?: Ref<HTMLDivElement> }) {
  if (!TOUCH_ONLY) return <Tooltip ref={ref} {...props} />;
  const child = Children.only(props.children) as ReactElement<Record<string, unknown>>;
  const given: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (TOOLTIP_ONLY.has(key) || value === undefined) continue;
    const own = child.props[key];
    if (key === 'className') given[key] = [own, value].filter(Boolean).join(' ');
    else if (/^on[A-Z]/.test(key) && typeof own === 'function' && typeof value === 'function')
      given[key] = (...args: unknown[]) => {
        (own as (...a: unknown[]) => void)(...args);
        (value as (...a: unknown[]) => void)(...args);
      };
    else given[key] = value;
  }
  if (ref) given.ref = mergeRefs(ref, child.props.ref as Ref<HTMLDivElement> | undefined);
  return Object.keys(given).length > 0 ? cloneElement(child, given) : child;
}
