// react-pdf's element types and StyleSheet without loading its renderer. The elements are the
// strings of @react-pdf/primitives ('VIEW', 'TEXT'...) and StyleSheet.create returns its argument,
// so print sheets build their element trees from these (typed as the renderer's components), and
// only pdf/render.ts loads the renderer, on the first PDF: loading it (layout engine, fonts, PDF
// writer) is the largest part of the server's startup otherwise.
import * as primitives from '@react-pdf/primitives';
import type * as ReactPdf from '@react-pdf/renderer';

export const Document = primitives.Document as unknown as typeof ReactPdf.Document;
export const Page = primitives.Page as unknown as typeof ReactPdf.Page;
export const View = primitives.View as unknown as typeof ReactPdf.View;
export const Text = primitives.Text as unknown as typeof ReactPdf.Text;
export const Image = primitives.Image as unknown as typeof ReactPdf.Image;
export const Svg = primitives.Svg as unknown as typeof ReactPdf.Svg;
export const Circle = primitives.Circle as unknown as typeof ReactPdf.Circle;
export const Line = primitives.Line as unknown as typeof ReactPdf.Line;
export const Polyline = primitives.Polyline as unknown as typeof ReactPdf.Polyline;
export const Rect = primitives.Rect as unknown as typeof ReactPdf.Rect;

export const StyleSheet: typeof ReactPdf.StyleSheet = { create: (styles) => styles };
