import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { RichTextProps } from './types.ts';
import { retryImport } from '../retryImport.ts';

const Editor = lazy(() => retryImport(() => import('./RichTextEditor.tsx')));

/** How far below (or above) the screen an editor starts loading, so it is ready when scrolled to. */
const AHEAD = '0px 0px 240px 0px';

/** True once the element has come within AHEAD of the screen (true at once without IntersectionObserver). */
function useNearScreen<T extends Element>(): [boolean, RefObject<T | null>] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [near, ref];
}

/**
 * The rich-text editor, loaded on first use (tiptap stays out of the pages that do not need it) and
 * mounted only once its place comes near the screen: on a phone the notes fields sit below the
 * fold, and building a tiptap editor (its file, its schema, its view) was the longest task of
 * opening a training or a sheet. Scrolled to, it appears in place of a skeleton of its size.
 */
export function RichText(props: RichTextProps) {
  const [near, ref] = useNearScreen<HTMLDivElement>();
  const placeholder = <Skeleton h={160} aria-busy />;
  if (!near) {
    return (
      <div ref={ref} data-testid={props.testId}>
        {placeholder}
      </div>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <Editor {...props} />
    </Suspense>
  );
}

export type { RichTextProps } from './types.ts';
