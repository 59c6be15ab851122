import { Box } from '@mantine/core';
import type { BoxProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, PointerEvent, ReactNode } from 'react';
import { placeTip } from './placeTip.ts';
import type { TipSide } from './placeTip.ts';

/** How long the pointer rests on a control before its tip shows (Mantine's tooltips here use 300 ms). */
const OPEN_DELAY = 300;

/** The control under the pointer or focus whose `data-tip` is shown, and where it is. */
interface Shown {
  label: string;
  rect: DOMRect;
}

/** The element with a tip an event happened in, inside the toolbar. */
function tipTarget(target: EventTarget | null, root: HTMLElement): HTMLElement | null {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-tip]') : null;
  return el && root.contains(el) ? el : null;
}

/**
 * One tooltip for a whole toolbar: it shows the `data-tip` text of the control under a mouse
 * pointer (after a short rest) or under keyboard focus, beside the control and kept on screen. A
 * toolbar of twenty buttons mounts one element instead of twenty floating tooltips, which on a
 * phone cost as much to build as the buttons themselves. The controls keep their `aria-label`, so
 * the tip is visual only (screen readers already read the name).
 */
export function ToolbarTips({ side, children, ...box }: { side: TipSide; children: ReactNode } & BoxProps & { 'data-testid'?: string; style?: CSSProperties }) {
  const root = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [shown, setShown] = useState<Shown | null>(null);

  const hide = () => {
    window.clearTimeout(timer.current);
    setShown(null);
  };
  const show = (el: HTMLElement, delay: number) => {
    window.clearTimeout(timer.current);
    const open = () => setShown({ label: el.dataset.tip ?? '', rect: el.getBoundingClientRect() });
    if (delay > 0) timer.current = window.setTimeout(open, delay);
    else open();
  };

  const onPointerOver = (e: PointerEvent<HTMLDivElement>) => {
    const el = root.current && tipTarget(e.target, root.current);
    if (e.pointerType !== 'mouse' || !el) return;
    if (el.dataset.tip !== shown?.label) show(el, OPEN_DELAY);
  };
  const onPointerOut = (e: PointerEvent<HTMLDivElement>) => {
    const from = root.current && tipTarget(e.target, root.current);
    const to = root.current && tipTarget(e.relatedTarget, root.current);
    if (from && from !== to) hide();
  };
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const el = root.current && tipTarget(e.target, root.current);
    // Only a keyboard focus: a tap or a click focuses the button too, and opens its popover.
    if (el && el.matches(':focus-visible')) show(el, 0);
  };

  useLayoutEffect(() => {
    const el = tip.current;
    if (!shown || !el) return;
    const { left, top } = placeTip(shown.rect, { width: el.offsetWidth, height: el.offsetHeight }, { width: window.innerWidth, height: window.innerHeight }, side);
    el.style.transform = `translate(${left}px, ${top}px)`;
    el.style.visibility = 'visible';
  }, [shown, side]);
  useLayoutEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <Box
      ref={root}
      {...box}
      onPointerOver={onPointerOver}
      onPointerOut={onPointerOut}
      onFocus={onFocus}
      onBlur={hide}
      onClick={hide}
      onKeyDown={(e) => e.key === 'Escape' && hide()}
    >
      {children}
      {shown ? (
        <div ref={tip} role="tooltip" data-testid="toolbar-tip" style={TIP_STYLE}>
          {shown.label}
        </div>
      ) : null}
    </Box>
  );
}

/** Mantine's tooltip look (dark, small text, rounded), fixed to the screen, placed by the layout effect. */
const TIP_STYLE: CSSProperties = {
  position: 'fixed',
  left: 0,
  top: 0,
  visibility: 'hidden',
  zIndex: 300,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  background: 'var(--mantine-color-gray-9)',
  color: 'var(--mantine-color-white)',
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 1.4,
  padding: 'calc(var(--mantine-spacing-xs) / 2) var(--mantine-spacing-xs)',
  borderRadius: 'var(--mantine-radius-sm)',
};
