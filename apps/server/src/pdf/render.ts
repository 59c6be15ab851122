import { Font, renderToBuffer } from '@react-pdf/renderer';
import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';

// Words are never hyphenated: the default hyphenation engine dominated render time (about 40% of a
// 30-exercise training sheet) and short Portuguese/Spanish box texts read better unbroken.
Font.registerHyphenationCallback((word) => [word]);

/** Renders a react-pdf <Document> element to the bytes of a PDF file. */
export function renderPdf(document: ReactElement<DocumentProps>): Promise<Buffer> {
  return renderToBuffer(document);
}
