// Parts of a screen the server sent drawn ahead (src/app/prerender.tsx: an element with
// `data-drawn-part="<name>"` inside #root) that the app puts back, the very elements, until its own
// version of that part is ready. React empties #root on its first commit; without this a record's
// form drawn ahead would give way to a loader, then come back with the record's values.
import { useCallback } from 'react';

interface Kept {
  name: string;
  element: Element;
}

let kept: Kept[] = [];
let keptAt: string | null = null;

/** Keeps the drawn parts inside `root` (before the app's first render takes them out of the page). */
export function keepDrawnParts(root: ParentNode, pathname: string): void {
  kept = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-drawn-part]')) {
    const name = element.dataset.drawnPart;
    if (name) kept.push({ name, element });
  }
  keptAt = kept.length > 0 ? pathname : null;
}

/**
 * The part `name` drawn for `pathname`, when asked for on the address it was drawn for; null
 * elsewhere, and from the first ask on another address on (a part drawn for one record is never
 * shown for another). A page that leaves and comes back to that address without asking elsewhere
 * gets the same part again (the same record, drawn in the language of the first load).
 */
export function drawnPart(name: string, pathname: string): Element | null {
  if (keptAt !== pathname) {
    kept = [];
    keptAt = null;
    return null;
  }
  return kept.find((part) => part.name === name)?.element ?? null;
}

/** A kept part, back on the page (moved into this element: React renders nothing inside it). */
export function DrawnPart({ element }: { element: Element }) {
  const put = useCallback(
    (host: HTMLDivElement | null) => {
      if (host && element.parentNode !== host) host.replaceChildren(element);
    },
    [element],
  );
  return <div ref={put} />;
}
