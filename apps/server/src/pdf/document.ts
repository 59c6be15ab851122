import { Document, Page, Text, View } from './elements.ts';
import type { DocumentProps } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { translate } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import { pdfStyles } from './styles.ts';

/** The document shell: metadata and language of a printed sheet. */
export function printDocument(props: { title: string; lang: Language; children: ReactNode[] }): ReactElement<DocumentProps> {
  return h(Document, { title: props.title, author: 'Prancheta', creator: 'Prancheta', producer: 'Prancheta', language: props.lang }, ...props.children);
}

/**
 * One A4 page (portrait unless `landscape`) with the footer (title on the left, "Page n of m" on the right, on every page).
 * `measureOnce` opts the document into react-pdf's one-pass pagination: content is laid out once and
 * packed into pages, instead of re-laying out everything still to place after each page break (which
 * grows with the square of the page count: about 1 s of layout for a 30-page training sheet).
 */
export function printPage(props: { lang: Language; footer: string; children: ReactNode[]; key?: string | number; measureOnce?: boolean; landscape?: boolean }): ReactElement {
  return h(
    Page,
    { key: props.key, size: 'A4', orientation: props.landscape ? 'landscape' : 'portrait', style: pdfStyles.page, wrap: true, ...(props.measureOnce ? { experimentalPagination: true } : {}) },
    ...props.children,
    h(
      View,
      { style: pdfStyles.footer, fixed: true },
      h(Text, null, props.footer),
      h(Text, { render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => translate(props.lang, 'print.page', { page: pageNumber, pages: totalPages }) }),
    ),
  );
}
