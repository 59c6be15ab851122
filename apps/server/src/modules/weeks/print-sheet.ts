import { Image, StyleSheet, Text, View } from '../../pdf/elements.ts';
import { createElement as h } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { formatDayMonth, formatShortDate, WEEK_SHIFTS, translate, weekColumns } from '@prancheta/shared';
import type { Language, Week, WeekShift } from '@prancheta/shared';
import { printDocument, printPage } from '../../pdf/document.ts';
import { toPdfImage } from '../../pdf/image.ts';
import type { PdfImage } from '../../pdf/image.ts';
import { PDF_FONT_BOLD } from '../../pdf/styles.ts';
import type { Storage } from '../../storage/storage.ts';
import { richTextToPlain } from '../../richtext/sanitize.ts';

/** Width of the caption column (morning / night) in points. */
const CAPTION_WIDTH = 58;

const styles = StyleSheet.create({
  header: { flexDirection: 'row', alignItems: 'center', paddingVertical: 8, paddingHorizontal: 10, borderRadius: 3 },
  headerText: { flex: 1 },
  cabecalho: { fontFamily: PDF_FONT_BOLD, fontSize: 16 },
  subtitulo: { fontSize: 11, marginTop: 2 },
  title: { fontFamily: PDF_FONT_BOLD, fontSize: 12, marginTop: 4 },
  image: { maxWidth: 90, maxHeight: 60, objectFit: 'contain', marginRight: 12 },
  range: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 6, marginBottom: 6, fontSize: 9, color: '#333333' },
  rangeText: { flex: 1, marginRight: 12 },
  dates: { flexShrink: 0 },
  table: { borderWidth: 0.5, borderColor: '#888888' },
  row: { flexDirection: 'row' },
  caption: { width: CAPTION_WIDTH, padding: 4, fontFamily: PDF_FONT_BOLD, fontSize: 9, borderWidth: 0.5, borderColor: '#888888', justifyContent: 'center' },
  dayHead: { flex: 1, flexBasis: 0, padding: 4, borderWidth: 0.5, borderColor: '#888888', fontFamily: PDF_FONT_BOLD, textAlign: 'center' },
  cell: { flex: 1, flexBasis: 0, padding: 4, borderWidth: 0.5, borderColor: '#888888' },
  meta: { fontFamily: PDF_FONT_BOLD, marginBottom: 2 },
  training: { marginTop: 3, fontFamily: PDF_FONT_BOLD },
  notes: { marginTop: 10, fontSize: 10 },
  notesTitle: { fontFamily: PDF_FONT_BOLD, fontSize: 11, marginBottom: 3 },
});

/** The cell of one day and shift: time and place, the activity text, the linked training. */
function cell(week: Week, key: string, colours: readonly [string, string], fontSize: number, lang: Language): ReactElement {
  const meta = [week.time[key], week.place[key]].filter(Boolean).join(' · ');
  const text = richTextToPlain(week.dia[key] ?? '');
  const training = week.treinos[key];
  return h(
    View,
    { key, style: [styles.cell, { backgroundColor: colours[0], color: colours[1], fontSize }] },
    meta ? h(Text, { style: styles.meta }, meta) : null,
    h(Text, null, text || ' '),
    training ? h(Text, { style: styles.training }, `${translate(lang, 'semana.labels.treino')}: ${training.title}`) : null,
  );
}

/**
 * The weekly sheet on one A4 landscape page (more if the cells are long): header band with the
 * image, range and dates, one column per checked weekday in date order, a morning and a night row
 * in the sheet's colours, then the notes. Seven columns of the longest cells stay legible: the
 * text shrinks a step when more than four days are printed.
 */
export function weekPdf(week: Week, image: PdfImage | null, lang: Language, shareQr: ReactElement | null = null): ReactElement<DocumentProps> {
  const c = week.config.colors;
  const columns = weekColumns(week.dataInicio, week.config.days);
  const fontSize = columns.length > 4 ? 8 : 9.5;
  const captions: Record<WeekShift, string> = {
    M: week.config.morning || translate(lang, 'semana.morning-default'),
    N: week.config.night || translate(lang, 'semana.night-default'),
  };
  const rowColours: Record<WeekShift, readonly [string, string]> = { M: c.morning, N: c.night };

  const header = h(
    View,
    { style: [styles.header, { backgroundColor: c.header[0], color: c.header[1] }] },
    image ? h(Image, { style: styles.image, src: { data: image.data, format: image.format } }) : null,
    h(View, { style: styles.headerText }, h(Text, { style: styles.cabecalho }, week.cabecalho), h(Text, { style: styles.subtitulo }, week.subtitulo), h(Text, { style: styles.title }, week.title)),
  );
  const range = h(View, { style: styles.range }, h(Text, { style: styles.rangeText }, week.config.range || ' '), h(Text, { style: styles.dates }, `${formatShortDate(week.dataInicio, lang)} – ${formatShortDate(week.dataFim, lang)}`));
  const heads = h(
    View,
    { style: styles.row, wrap: false },
    h(View, { style: [styles.caption, { backgroundColor: c.days[0] }] }),
    ...columns.map((col) =>
      h(Text, { key: col.date, style: [styles.dayHead, { backgroundColor: c.days[0], color: c.days[1], fontSize: fontSize + 1 }] }, `${translate(lang, `semana.weekdays.${col.day}`)}\n${formatDayMonth(col.date, lang)}`),
    ),
  );
  const rows = WEEK_SHIFTS.map((shift) =>
    h(
      View,
      { key: shift, style: styles.row, wrap: false },
      h(Text, { style: [styles.caption, { backgroundColor: rowColours[shift][0], color: rowColours[shift][1] }] }, captions[shift]),
      ...columns.map((col) => cell(week, `${col.day}${shift}`, rowColours[shift], fontSize, lang)),
    ),
  );
  const notesText = richTextToPlain(week.observacao);
  const notes = notesText ? h(View, { style: styles.notes, wrap: false }, h(Text, { style: styles.notesTitle }, translate(lang, 'semana.labels.observacao')), h(Text, null, notesText)) : null;
  const title = translate(lang, 'semana.print-title');
  const children: ReactElement[] = [header, range, h(View, { style: styles.table }, heads, ...rows)];
  if (notes) children.push(notes);
  if (shareQr) children.push(shareQr);
  return printDocument({ title, lang, children: [printPage({ lang, footer: `Prancheta · ${title} · ${week.cabecalho}`, children, landscape: true })] });
}

/** The sheet's header image ready for the PDF, or null (missing or undrawable file). */
export async function weekImage(storage: Storage, key: string | null): Promise<PdfImage | null> {
  if (!key || !(await storage.exists(key))) return null;
  return toPdfImage(await storage.get(key));
}
