import { StyleSheet } from './elements.ts';

/**
 * Fonts: the built-in Helvetica family covers Latin-1, so Portuguese and Spanish accents render
 * without embedding a font file.
 */
export const PDF_FONT = 'Helvetica';
export const PDF_FONT_BOLD = 'Helvetica-Bold';

/** Styles shared by every printed sheet (A4 portrait, 2 cm side margins). */
export const pdfStyles = StyleSheet.create({
  page: { paddingTop: 32, paddingBottom: 48, paddingHorizontal: 36, fontFamily: PDF_FONT, fontSize: 10, color: '#111111' },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, flexDirection: 'row', justifyContent: 'space-between', fontSize: 8, color: '#666666' },
  title: { fontFamily: PDF_FONT_BOLD, fontSize: 14, marginBottom: 8 },
  headerRow: { flexDirection: 'row', alignItems: 'stretch' },
  headerTable: { flexGrow: 1, flexDirection: 'row', flexWrap: 'wrap', borderWidth: 0.5, borderColor: '#999999' },
  headerCell: { width: '50%', flexDirection: 'row', borderWidth: 0.5, borderColor: '#999999' },
  headerCellWide: { width: '100%', flexDirection: 'row', borderWidth: 0.5, borderColor: '#999999' },
  headerLabel: { width: 80, paddingVertical: 4, paddingHorizontal: 5, fontFamily: PDF_FONT_BOLD, fontSize: 9 },
  headerValue: { flex: 1, paddingVertical: 4, paddingHorizontal: 5, fontSize: 10 },
  logoBox: { width: 80, marginLeft: 8, alignItems: 'center', justifyContent: 'center' },
  logo: { maxWidth: 80, maxHeight: 80, objectFit: 'contain' },
  imageBox: { marginTop: 12, alignItems: 'center' },
  block: { marginTop: 12 },
});
