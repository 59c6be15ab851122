// Build step: Mantine's `useId` without its re-render. The hook (@mantine/hooks, use-id.mjs) starts
// from React's own id, then replaces it with a random one in a layout effect on mount: a state update
// that React renders synchronously, right after the commit and in the same task, for every mounted
// component with an id (each input, tooltip, popover, menu, checkbox, tab...), even when an explicit
// `id` is given. On a 4x slower phone that doubled the cost of mounting a form or a list of cards.
// React's id (React 18 and later) is unique and stable for the app's lifetime, which is all Mantine
// needs it for (label/aria links), so it is used as it is, with Mantine's `mantine-` prefix.
import type { Plugin } from 'vite';

const USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

export const STABLE_USE_ID = `'use client';
import { useReactId } from './use-react-id.mjs';

function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : reactId;
}

export { useId };
`;

export function mantineStableId(): Plugin {
  return {
    name: 'prancheta-mantine-stable-id',
    enforce: 'pre',
    load(id) {
      return USE_ID.test(id.split('?')[0]!) ? STABLE_USE_ID : undefined;
    },
  };
}
