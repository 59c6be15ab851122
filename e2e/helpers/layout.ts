import type { Page } from '@playwright/test';

/**
 * Controls (buttons, links, inputs) under `root` that a phone user cannot reach: partly outside the
 * viewport's width, or, when on screen, covered at their centre by another element (a floating
 * button, a fixed bar). Controls inside a horizontal scroll container are judged by that container.
 * Also reports a button whose label is cut (its text wider than the room it has).
 * Returns one line per problem, empty when everything is reachable.
 */
export async function unreachableControls(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30)}]`;
    const scroller = (el: Element): Element | null => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll') return p;
      }
      return null;
    };
    const base = document.querySelector(rootSelector);
    if (!base) return [`${rootSelector} not found`];
    const controls = base.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, [role=button]');
    for (const el of Array.from(controls)) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const box = scroller(el)?.getBoundingClientRect() ?? r;
      if (box.left < -0.5 || box.right > vw + 0.5) problems.push(`${name(el)} outside the width: x ${Math.round(r.left)}..${Math.round(r.right)} of ${vw}`);
      const label = el.querySelector('.mantine-Button-label');
      if (label && label.scrollWidth > label.clientWidth + 1) problems.push(`${name(el)} label cut: ${label.scrollWidth} > ${label.clientWidth}`);
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      if (cx < 0 || cx > vw || cy < 0 || cy > vh || scroller(el)) continue;
      const hit = document.elementFromPoint(cx, cy);
      if (hit && !el.contains(hit) && !hit.contains(el) && !(el as HTMLInputElement).labels?.[0]?.contains(hit)) {
        // Mantine draws some inputs under a sibling (the checkbox icon): same control wrapper is fine.
        const wrapper = el.closest('.mantine-Checkbox-root, .mantine-Radio-root, .mantine-Switch-root, .mantine-Input-wrapper, .mantine-InputWrapper-root');
        if (!wrapper || !wrapper.contains(hit)) problems.push(`${name(el)} covered by ${name(hit)}`);
      }
    }
    return problems;
  }, root);
}

/** The page is not wider than the viewport (no sideways scrolling of the whole page). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
