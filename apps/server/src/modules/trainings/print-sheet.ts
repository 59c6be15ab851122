import { StyleSheet, Text, View } from '../../pdf/elements.ts';
import { createElement as h } from 'react';
import type { ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import { EXERCISE_BOXES, translate } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import type { Storage } from '../../storage/storage.ts';
import { headerBlock, imageBlock, textBlock } from '../../pdf/blocks.ts';
import type { HeaderField } from '../../pdf/blocks.ts';
import { printDocument, printPage } from '../../pdf/document.ts';
import { toPdfImage } from '../../pdf/image.ts';
import type { PdfImage } from '../../pdf/image.ts';
import { toPrintImage } from '../../pdf/print-image.ts';
import { PDF_FONT_BOLD } from '../../pdf/styles.ts';
import { exerciseColours } from './exercises/present.ts';
import type { ExerciseRow } from './exercises/repo.ts';
import { sportName } from '../sports/surface.ts';
import { trainingColours } from './present.ts';
import type { TrainingRow } from './repo.ts';
import { richTextToPlain } from '../../richtext/sanitize.ts';

async function storedImage(storage: Storage, key: string | null, forPrint = false): Promise<PdfImage | null> {
  if (!key || !(await storage.exists(key))) return null;
  const bytes = await storage.get(key);
  return forPrint ? toPrintImage(bytes) : toPdfImage(bytes);
}

/**
 * Drawings prepared by a few workers at a time (each takes the next key as soon as it is done, so
 * one slow image never stalls a whole batch), so memory stays flat however many exercises are printed.
 */
async function drawings(storage: Storage, keys: (string | null)[], workers = 4): Promise<(PdfImage | null)[]> {
  const out: (PdfImage | null)[] = new Array(keys.length).fill(null);
  let next = 0;
  const work = async (): Promise<void> => {
    while (next < keys.length) {
      const i = next++;
      out[i] = await storedImage(storage, keys[i] ?? null, true);
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, keys.length) }, work));
  return out;
}

/** Shared styles (resolved once by react-pdf, instead of one new style object per exercise). */
const sheetStyles = StyleSheet.create({
  exercise: { marginTop: 14 },
  bar: { fontFamily: PDF_FONT_BOLD, fontSize: 12, paddingVertical: 4, paddingHorizontal: 6 },
  boxes: { marginTop: 6 },
  postwork: { marginTop: 16 },
});

/** The header fields of a training, all in its header colours. */
export function trainingHeaderFields(row: TrainingRow, lang: Language): HeaderField[] {
  const colours = trainingColours(row).header!;
  const field = (key: string, value: string, wide = false): HeaderField => ({ label: translate(lang, `treinos.labels.${key}`), value, colours, wide });
  const out = [
    field('clube', row.clube),
    field('professor', row.professor),
    field('categoria', row.categoria),
    field('esporte', sportName(row.esporte_id, lang)),
    field('metodologia', row.metodologia),
    field('data', row.data),
  ];
  if (row.objetivos.trim() !== '') out.push(field('objetivos', row.objetivos, true));
  return out;
}

/** The labelled boxes of an exercise (its own h_* labels or the translated defaults), in its colours. */
export function exerciseBoxFields(row: ExerciseRow, lang: Language): HeaderField[] {
  const colours = exerciseColours(row);
  return EXERCISE_BOXES.filter((b) => b.field !== 'titulo').map((b) => ({
    label: (b.label ? row[b.label].trim() : '') || translate(lang, `exercices.labels.${b.field}`),
    value: row[b.field],
    colours: colours[b.part]!,
    wide: b.field === 'descricao',
  }));
}

function exerciseBlock(row: ExerciseRow, index: number, image: PdfImage | null, lang: Language): ReactElement {
  const [bg, fg] = exerciseColours(row).header!;
  return h(
    View,
    { key: row.id, style: sheetStyles.exercise, wrap: false },
    h(Text, { style: [sheetStyles.bar, { backgroundColor: bg, color: fg }] }, `${index + 1}. ${row.titulo}`),
    image ? imageBlock({ image, maxHeight: 300 }) : null,
    h(View, { style: sheetStyles.boxes }, headerBlock({ fields: exerciseBoxFields(row, lang) })),
  );
}

/** The PDF of print/ex: training header with logo (and the QR code of its share link, if any), the selected exercises, and the post-work when asked. */
export async function trainingPdf(storage: Storage, training: TrainingRow, exercises: ExerciseRow[], lang: Language, withPostwork: boolean, shareQr: ReactElement | null = null): Promise<ReactElement<DocumentProps>> {
  const title = translate(lang, 'print.trainings-title');
  const logo = await storedImage(storage, training.logo_key);
  const images = await drawings(storage, exercises.map((e) => e.img_key));
  const children: ReactElement[] = [headerBlock({ fields: trainingHeaderFields(training, lang), logo })];
  if (shareQr) children.push(shareQr);
  exercises.forEach((e, i) => children.push(exerciseBlock(e, i, images[i] ?? null, lang)));
  if (withPostwork) {
    const [bg, fg] = trainingColours(training).header!;
    children.push(
      h(
        View,
        { key: 'postwork', style: sheetStyles.postwork, wrap: false },
        h(Text, { style: [sheetStyles.bar, { backgroundColor: bg, color: fg }] }, translate(lang, 'postwork.title')),
        textBlock({ title: training.postwork_header || undefined, text: richTextToPlain(training.postwork_description) || ' ' }),
      ),
    );
  }
  return printDocument({ title, lang, children: [printPage({ lang, footer: `Prancheta · ${title}`, children, measureOnce: true })] });
}
