import { Image, Text, View } from './elements.ts';
import { createElement as h } from 'react';
import type { ReactElement } from 'react';
import type { PdfImage } from './image.ts';
import { pdfStyles } from './styles.ts';

/** One labelled value of a printed header, with its [background, text] colour pair. */
export interface HeaderField {
  label: string;
  value: string;
  colours: readonly [string, string];
  /** Takes the full width (long text such as a description). */
  wide?: boolean;
}

/** The header block: label/value cells in two columns, coloured per field, and an optional logo. */
export function headerBlock(props: { fields: HeaderField[]; logo?: PdfImage | null }): ReactElement {
  const cells = props.fields.map((f, i) =>
    h(
      View,
      { key: i, style: f.wide ? pdfStyles.headerCellWide : pdfStyles.headerCell, wrap: false },
      h(Text, { style: [pdfStyles.headerLabel, { backgroundColor: f.colours[0], color: f.colours[1] }] }, f.label),
      h(Text, { style: pdfStyles.headerValue }, f.value || ' '),
    ),
  );
  return h(
    View,
    { style: pdfStyles.headerRow },
    h(View, { style: pdfStyles.headerTable }, ...cells),
    props.logo ? h(View, { style: pdfStyles.logoBox }, h(Image, { style: pdfStyles.logo, src: { data: props.logo.data, format: props.logo.format } })) : null,
  );
}

/** An image scaled to the page width (keeping its aspect), at most maxHeight points tall. */
export function imageBlock(props: { image: PdfImage; maxWidth?: number; maxHeight?: number }): ReactElement {
  const maxWidth = props.maxWidth ?? 523;
  const maxHeight = props.maxHeight ?? 560;
  const scale = Math.min(maxWidth / props.image.width, maxHeight / props.image.height);
  const width = props.image.width * scale;
  const height = props.image.height * scale;
  return h(View, { style: pdfStyles.imageBox, wrap: false }, h(Image, { style: { width, height }, src: { data: props.image.data, format: props.image.format } }));
}

/** A titled paragraph (descriptions, post-work notes). */
export function textBlock(props: { title?: string; text: string }): ReactElement {
  return h(View, { style: pdfStyles.block }, props.title ? h(Text, { style: pdfStyles.title }, props.title) : null, h(Text, null, props.text));
}
