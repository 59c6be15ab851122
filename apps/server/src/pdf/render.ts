import type * as ReactPdf from '@react-pdf/renderer';
import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';

let renderer: Promise<typeof ReactPdf> | undefined;

/** The react-pdf renderer, loaded on the first PDF (the element types come from pdf/elements.ts). */
function loadRenderer(): Promise<typeof ReactPdf> {
  renderer ??= import('@react-pdf/renderer').then((pdf) => {
    // Words are never hyphenated: the default hyphenation engine dominated render time (about 40% of a
    // 30-exercise training sheet) and short Portuguese/Spanish box texts read better unbroken.
    pdf.Font.registerHyphenationCallback((word) => [word]);
    return pdf;
  });
  return renderer;
}

/** Renders a react-pdf <Document> element to the bytes of a PDF file. */
export async function renderPdf(document: ReactElement<DocumentProps>): Promise<Buffer> {
  const { renderToBuffer } = await loadRenderer();
  return renderToBuffer(document);
}
