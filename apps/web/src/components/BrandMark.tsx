/**
 * Prancheta's mark (a clipboard over a pitch, the same drawing as /favicon.svg) drawn inline: an
 * `<img>` of an SVG file makes the browser build a separate SVG document for each image it
 * decodes, 10–100 ms of main-thread work on this project's hosts each time the top bar or the
 * sign-in screen is drawn, where inline shapes cost a few elements' layout.
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" style={{ display: 'block', flex: 'none' }}>
      <rect x="8" y="4" width="48" height="56" rx="6" fill="#1b7a3e" />
      <rect x="22" y="1" width="20" height="9" rx="3" fill="#c9a227" />
      <rect x="14" y="14" width="36" height="40" rx="2" fill="#2f9e55" stroke="#fff" strokeWidth="2" />
      <line x1="14" y1="34" x2="50" y2="34" stroke="#fff" strokeWidth="2" />
      <circle cx="32" cy="34" r="6" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
