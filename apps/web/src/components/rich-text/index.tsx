import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextProps } from './types.ts';

const Editor = lazy(() => import('./RichTextEditor.tsx'));

/** The rich-text editor, loaded on first use (tiptap stays out of the pages that do not need it). */
export function RichText(props: RichTextProps) {
  return (
    <Suspense fallback={<Skeleton h={160} />}>
      <Editor {...props} />
    </Suspense>
  );
}

export type { RichTextProps } from './types.ts';
