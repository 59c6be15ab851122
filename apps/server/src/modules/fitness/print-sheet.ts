import { Image, StyleSheet, Text, View } from '../../pdf/elements.ts';
import { createElement as h } from 'react';
import type { ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import { EXERCISE_LABELS_FITNESS, SHEET_LABELS, translate } from '@prancheta/shared';
import type { FitnessExColourPart, Language } from '@prancheta/shared';
import type { Storage } from '../../storage/storage.ts';
import { headerBlock, imageBlock, textBlock } from '../../pdf/blocks.ts';
import type { HeaderField } from '../../pdf/blocks.ts';
import { printDocument, printPage } from '../../pdf/document.ts';
import { toPdfImage } from '../../pdf/image.ts';
import type { PdfImage } from '../../pdf/image.ts';
import { toPrintImage } from '../../pdf/print-image.ts';
import { PDF_FONT_BOLD } from '../../pdf/styles.ts';
import { richTextToPlain } from '../../richtext/sanitize.ts';
import type { Actor } from '../../access/actor.ts';
import type { Db } from '../../db/index.ts';
import { findFormation } from '../formations/surface.ts';
import { representativeFrame } from '../media/surface.ts';
import type { MediaRoots } from '../media/surface.ts';
import { exerciseColours, labelsOf, sheetHeader } from './present.ts';
import type { ExerciseRow, ImageRow, SheetRow } from './repo.ts';

/** Largest box of an exercise's frame in the compact layout (points). */
const COMPACT_FRAME = { width: 200, height: 170 } as const;
/** Photos of an exercise shown in the compact layout (the rest stay in the standard layout). */
const COMPACT_PHOTOS = 3;

const styles = StyleSheet.create({
  exercise: { marginTop: 14 },
  bar: { fontFamily: PDF_FONT_BOLD, fontSize: 12, paddingVertical: 4, paddingHorizontal: 6 },
  pair: { flexDirection: 'row', gap: 8 },
  half: { flex: 1 },
  photos: { flexDirection: 'row', flexWrap: 'wrap', gap: 6, marginTop: 6 },
  postwork: { marginTop: 16 },
  // Compact layout: the frame beside the fields, two or three exercises per A4 page.
  compactExercise: { marginTop: 8, flexDirection: 'row', gap: 8, borderBottomWidth: 0.5, borderBottomColor: '#cccccc', paddingBottom: 6 },
  compactFrame: { width: COMPACT_FRAME.width, alignItems: 'center' },
  compactBody: { flex: 1 },
  compactBar: { fontFamily: PDF_FONT_BOLD, fontSize: 10, paddingVertical: 3, paddingHorizontal: 5 },
  compactTable: { flexDirection: 'row', flexWrap: 'wrap', borderWidth: 0.5, borderColor: '#999999' },
  compactCell: { width: '50%', flexDirection: 'row', borderWidth: 0.5, borderColor: '#999999' },
  compactCellWide: { width: '100%', flexDirection: 'row', borderWidth: 0.5, borderColor: '#999999' },
  compactLabel: { width: 62, paddingVertical: 2, paddingHorizontal: 3, fontFamily: PDF_FONT_BOLD, fontSize: 7.5 },
  compactValue: { flex: 1, paddingVertical: 2, paddingHorizontal: 3, fontSize: 8.5 },
  compactPhotos: { flexDirection: 'row', gap: 4, marginTop: 4 },
  compactChild: { marginTop: 4 },
});

/** The representative frame of an exercise's gif (library or own), fitted for print; null for none or a video. */
async function gifFrame(roots: MediaRoots, row: ExerciseRow, isVideo: boolean): Promise<PdfImage | null> {
  if (isVideo || row.path === '') return null;
  const lib = row.usergif ? roots.userGifs : roots.gifs;
  if (!lib.resolve(row.path)) return null;
  try {
    const { png } = await representativeFrame(await lib.read(row.path), roots.frameCache);
    return await toPrintImage(png, 600, 400);
  } catch {
    return null;
  }
}

/** A video's poster frame: the still PNG stored with the video formation. */
async function videoPoster(db: Db, storage: Storage, actor: Actor, row: ExerciseRow): Promise<PdfImage | null> {
  const id = Number(row.path);
  if (!Number.isInteger(id) || id < 1 || id >= 2 ** 31) return null;
  const video = await findFormation(db, actor, id);
  if (!video?.img_key || !(await storage.exists(video.img_key))) return null;
  return toPrintImage(await storage.get(video.img_key), 600, 400);
}

/** Runs fn over items with a few workers, keeping memory flat however long the sheet is. */
async function pool<T, R>(items: T[], fn: (item: T) => Promise<R>, workers = 4): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const work = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, items.length) }, work));
  return out;
}

/** A sheet's header fields: its own labels or the translated defaults (print and share page). */
export function sheetFields(row: SheetRow, lang: Language): HeaderField[] {
  const colours = sheetHeader(row);
  const labels = labelsOf(row.labels, SHEET_LABELS);
  const studentKey = row.is_video ? 'fitnes.category' : 'fitnes.student';
  const field = (label: string, custom: string, value: string, wide = false): HeaderField => ({ label: custom.trim() || translate(lang, label), value, colours, wide });
  return [
    field('fitnes.teacher', labels.h_teacher, row.teacher),
    field(studentKey, labels.h_student, row.student),
    field('fitnes.volume', labels.h_volume, row.volume),
    field('fitnes.date', labels.h_data, row.data),
    field('fitnes.objectives', labels.h_objectives, row.objectives, true),
  ];
}

/** An exercise's labelled boxes in its colours (print and share page). */
export function exerciseFields(row: ExerciseRow, isVideo: boolean, lang: Language): HeaderField[] {
  const colours = exerciseColours(row);
  const labels = labelsOf(row.labels, EXERCISE_LABELS_FITNESS);
  const parts: [FitnessExColourPart, string, string, string][] = [
    ['duration', labels.h_duration, 'fitnes.duration', row.duration],
    ['charge', labels.h_charge, 'fitnes.charge', row.charge],
    ['series', labels.h_series, isVideo ? 'fitnes.blocks' : 'fitnes.series', row.series],
    ['group', labels.h_group, isVideo ? 'fitnes.relation' : 'fitnes.group', row.grupo],
  ];
  if (row.mode === 'profile') parts.push(['imc', labels.h_imc, 'fitnes.imc', row.imc], ['magra', labels.h_magra, 'fitnes.magra', row.magra]);
  if (row.description.trim() !== '') parts.push(['description', labels.h_description, 'fitnes.description', row.description]);
  return parts.map(([part, custom, key, value]) => ({ label: custom.trim() || translate(lang, key), value, colours: colours[part], wide: part === 'description' }));
}

function oneExercise(row: ExerciseRow, title: string, frame: PdfImage | null, isVideo: boolean, lang: Language): ReactElement {
  const [bg, fg] = exerciseColours(row).title;
  return h(
    View,
    { key: row.id },
    h(Text, { style: [styles.bar, { backgroundColor: bg, color: fg }] }, title),
    frame ? imageBlock({ image: frame, maxHeight: 220 }) : null,
    headerBlock({ fields: exerciseFields(row, isVideo, lang) }),
  );
}

/** Fields in small cells; long values are cut to a few lines so every exercise keeps its size. */
function compactFields(fields: HeaderField[]): ReactElement {
  return h(
    View,
    { style: styles.compactTable },
    ...fields.map((f, i) =>
      h(
        View,
        { key: i, style: f.wide ? styles.compactCellWide : styles.compactCell, wrap: false },
        h(Text, { style: [styles.compactLabel, { backgroundColor: f.colours[0], color: f.colours[1] }] }, f.label),
        h(Text, { style: [styles.compactValue, { maxLines: f.wide ? 3 : 2, textOverflow: 'ellipsis' }] }, f.value || ' '),
      ),
    ),
  );
}

/** An image fitted in a box (keeping its aspect), without the standard layout's margin. */
function fitted(image: PdfImage, maxWidth: number, maxHeight: number): ReactElement {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height);
  return h(Image, { style: { width: image.width * scale, height: image.height * scale, marginBottom: 2 }, src: { data: image.data, format: image.format } });
}

function compactTitle(row: ExerciseRow, title: string): ReactElement {
  const [bg, fg] = exerciseColours(row).title;
  return h(Text, { style: [styles.compactBar, { backgroundColor: bg, color: fg, maxLines: 1, textOverflow: 'ellipsis' }] }, title);
}

/** One exercise of the compact layout: its representative frame at the left, title and fields beside it (a bi-set's second exercise below). */
function compactExercise(e: PrintedExercise, title: string, isVideo: boolean, lang: Language): ReactElement {
  const frame = e.frame ?? e.childFrame;
  const both = e.frame !== null && e.childFrame !== null;
  return h(
    View,
    { key: e.row.id, style: styles.compactExercise, wrap: false },
    h(View, { style: styles.compactFrame }, frame ? fitted(frame, COMPACT_FRAME.width, both ? COMPACT_FRAME.height / 2 : COMPACT_FRAME.height) : null, both ? fitted(e.childFrame!, COMPACT_FRAME.width, COMPACT_FRAME.height / 2) : null),
    h(
      View,
      { style: styles.compactBody },
      compactTitle(e.row, title),
      compactFields(exerciseFields(e.row, isVideo, lang)),
      e.child ? h(View, { style: styles.compactChild }, compactTitle(e.child, e.child.title), compactFields(exerciseFields(e.child, false, lang))) : null,
      e.photos.length > 0 ? h(View, { style: styles.compactPhotos }, ...e.photos.slice(0, COMPACT_PHOTOS).map((p, j) => h(View, { key: j }, fitted(p, 70, 50)))) : null,
    ),
  );
}

/** Everything one printed exercise needs, prepared before the document is built. */
export interface PrintedExercise {
  row: ExerciseRow;
  child: ExerciseRow | null;
  frame: PdfImage | null;
  childFrame: PdfImage | null;
  photos: PdfImage[];
}

/** Loads frames and photos of the selected exercises (a few at a time). */
export async function prepareExercises(db: Db, actor: Actor, storage: Storage, roots: MediaRoots, sheet: SheetRow, rows: ExerciseRow[], children: Map<number, ExerciseRow>, images: ImageRow[]): Promise<PrintedExercise[]> {
  const isVideo = sheet.is_video === 1;
  return pool(rows, async (row) => {
    const child = children.get(row.id) ?? null;
    const photos: PdfImage[] = [];
    for (const img of images.filter((i) => i.exercicio_id === row.id)) {
      if (!(await storage.exists(img.file_key))) continue;
      const p = await toPrintImage(await storage.get(img.file_key), 400, 300);
      if (p) photos.push(p);
    }
    return { row, child, frame: isVideo ? await videoPoster(db, storage, actor, row) : await gifFrame(roots, row, false), childFrame: child ? await gifFrame(roots, child, false) : null, photos };
  });
}

/**
 * The A4 PDF of a sheet: header with cover, the selected exercises (bi-set pairs side by side), optional post-work.
 * `compact` prints each exercise as one row (frame beside the fields): two or three per page.
 */
export async function sheetPdf(storage: Storage, sheet: SheetRow, exercises: PrintedExercise[], lang: Language, withPostwork: boolean, shareQr: ReactElement | null = null, compact = false): Promise<ReactElement<DocumentProps>> {
  const isVideo = sheet.is_video === 1;
  const cover = sheet.img_key && (await storage.exists(sheet.img_key)) ? await toPdfImage(await storage.get(sheet.img_key)) : null;
  const [hbg, hfg] = sheetHeader(sheet);
  const children: ReactElement[] = [h(Text, { key: 'title', style: [styles.bar, { backgroundColor: hbg, color: hfg }] }, sheet.title), headerBlock({ fields: sheetFields(sheet, lang), logo: cover })];
  if (shareQr) children.push(shareQr);
  exercises.forEach((e, i) => {
    const title = `${i + 1}. ${e.row.title}`;
    if (compact) {
      children.push(compactExercise(e, title, isVideo, lang));
      return;
    }
    const body = e.child
      ? h(View, { style: styles.pair }, h(View, { style: styles.half }, oneExercise(e.row, title, e.frame, isVideo, lang)), h(View, { style: styles.half }, oneExercise(e.child, e.child.title, e.childFrame, false, lang)))
      : oneExercise(e.row, title, e.frame, isVideo, lang);
    children.push(
      h(
        View,
        { key: e.row.id, style: styles.exercise, wrap: false },
        body,
        e.photos.length > 0 ? h(View, { style: styles.photos }, ...e.photos.map((p, j) => h(View, { key: j }, imageBlock({ image: p, maxWidth: 120, maxHeight: 160 })))) : null,
      ),
    );
  });
  if (withPostwork) {
    const labels = labelsOf(sheet.labels, SHEET_LABELS);
    children.push(
      h(
        View,
        { key: 'postwork', style: styles.postwork, wrap: false },
        h(Text, { style: [styles.bar, { backgroundColor: hbg, color: hfg }] }, labels.h_rate.trim() || translate(lang, 'fitnes.rate')),
        textBlock({ text: richTextToPlain(sheet.rate) || ' ' }),
      ),
    );
  }
  const title = isVideo ? translate(lang, 'fitnes.video-session') : translate(lang, 'fitnes.title');
  return printDocument({ title, lang, children: [printPage({ lang, footer: `Prancheta · ${title}`, children, measureOnce: true })] });
}
