import { Textarea } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';

/** Whether the browser sizes a text area to its text by itself (CSS `field-sizing`: Chromium 123+). */
const FIELD_SIZING = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** Props of AutoTextarea: a Mantine Textarea's, the row limits of its `autosize` included. */
export type AutoTextareaProps = Omit<TextareaProps, 'autosize' | 'styles'> &
  Omit<ComponentPropsWithoutRef<'textarea'>, keyof TextareaProps> & { styles?: { input?: CSSProperties } };

/**
 * A text area that grows with its text between `minRows` and `maxRows`. Where the browser can size
 * it from CSS (`field-sizing: content`), it does: Mantine's `autosize` measures every text area in
 * a copy of it when it mounts, forcing a layout of the whole page each time, the longest part of
 * opening a long form on a phone. Elsewhere (Safari, Firefox) it is Mantine's `autosize`.
 */
export function AutoTextarea({ minRows = 1, maxRows, styles, ...props }: AutoTextareaProps) {
  if (!FIELD_SIZING) return <Textarea autosize minRows={minRows} maxRows={maxRows} styles={styles} {...props} />;
  // Border-box: the rows of text, the input's vertical padding and its 1 px borders.
  const rows = (n: number) => `calc(${n}lh + 2 * var(--input-padding-y, 0rem) + 2px)`;
  return (
    <Textarea
      rows={minRows}
      styles={{ input: { fieldSizing: 'content', minHeight: rows(minRows), maxHeight: maxRows ? rows(maxRows) : undefined, ...styles?.input } }}
      {...props}
    />
  );
}
