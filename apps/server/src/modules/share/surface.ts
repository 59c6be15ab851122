/*
 * What other modules may use of the share module: the public page frame (document, "link
 * unavailable" page, escaping template) so other token pages (the student page) look and fail alike.
 */
export { gonePage, pageDocument } from './page/layout.ts';
export { html, trusted } from './page/html.ts';
export type { SafeHtml } from './page/html.ts';
export { loadShared } from './records.ts';
export type { SharedRecord } from './records.ts';
export { sharedFile } from './page/files.ts';
