// Build step: the state Mantine's popovers and portals set as they mount, set in a transition.
// Each select, colour picker and dialog of a page mounts, closed, a Popover target or a Portal, and
// both store a DOM node in state from the commit itself: the Popover from its target's ref callback
// (its own target node and Floating UI's two references), the Portal from a layout effect (`mounted`).
// React gives an update made during a commit the synchronous lane, so the page's big commit (a
// training's or a sheet's form and lists, rendered in slices as a transition) was followed, in the
// same task, by a synchronous re-render of each of those components: 60 ms of a training's 80 ms
// commit task on this project's 2-core hosts without throttle, a long task on any phone. Here those
// updates are transitions too: rendered in slices right after, long before a coach can open one of
// the closed popovers or dialogs (which is when the nodes are used: positioning, outside clicks,
// the portal's content). Refs still change at once (Floating UI keeps its own ref beside the state).
import type { Plugin } from 'vite';

const POPOVER = /\/@mantine\/core\/esm\/components\/Popover\/Popover\.mjs$/;
const PORTAL = /\/@mantine\/core\/esm\/components\/Portal\/Portal\.mjs$/;

const POPOVER_REFERENCE = `      setTargetNode(node);
      popover.floating.refs.setReference(node);`;
const PORTAL_MOUNTED = `    setMounted(true);`;
const IMPORT = `import { startTransition as deferredMount } from 'react';\n`;

function replaceOnce(code: string, from: string, to: string, file: string): string {
  if (code.split(from).length !== 2) throw new Error(`${file} changed: update mantineDeferredMount.ts`);
  return IMPORT + code.replace(from, to);
}

/** Popover.mjs with its target's ref callback setting state in a transition. */
export function deferredPopoverReference(code: string): string {
  return replaceOnce(code, POPOVER_REFERENCE, `      deferredMount(() => {\n  ${POPOVER_REFERENCE.replace('\n', '\n  ')}\n      });`, 'Popover.mjs');
}

/** Portal.mjs with `mounted` set in a transition. */
export function deferredPortalMount(code: string): string {
  return replaceOnce(code, PORTAL_MOUNTED, `    deferredMount(() => setMounted(true));`, 'Portal.mjs');
}

export function mantineDeferredMount(): Plugin {
  return {
    name: 'prancheta-mantine-deferred-mount',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (POPOVER.test(file)) return deferredPopoverReference(code);
      if (PORTAL.test(file)) return deferredPortalMount(code);
      return undefined;
    },
  };
}
