import { Readable } from 'node:stream';
import type { Archiver, ZipEntryData } from 'archiver';
import type { AppContext } from '../../context.ts';
import { renderPdf } from '../../pdf/render.ts';
import { exerciseImages, prepareExercises, sheetExercises, sheetPdf } from '../fitness/surface.ts';
import type { SheetRow } from '../fitness/surface.ts';
import { trainingExercises, trainingPdf } from '../trainings/surface.ts';
import type { TrainingRow } from '../trainings/surface.ts';
import { linkableTrainings, linkedTrainingIds, presentWeek, weekImage, weekPdf } from '../weeks/surface.ts';
import type { WeekRow } from '../weeks/surface.ts';
import { assessmentPdfBytes, assessmentPhotos, assessmentsPage } from '../assessments/surface.ts';
import { findAthlete } from '../athletes/surface.ts';
import { archiveData } from './archive-data.ts';
import { EntryNames } from './filenames.ts';
import type { ArchiveRequest } from './entries.ts';
import { DATA_ENTRY, entryNames, pages } from './entries.ts';
import { accountRepo } from './repo.ts';

/**
 * Appends one entry and waits until the archive has taken it in. Entries go one at a time, so at
 * most one rendered PDF (or one open file stream) is held, and a slow client slows the writer down
 * (the archive's output buffer fills, the entry is not consumed, 'entry' waits). When the client
 * goes away the wait ends at once and an open file stream is closed. A source that fails rejects.
 */
function appendOne(archive: Archiver, source: Buffer | Readable, data: ZipEntryData, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      archive.off('entry', done);
      archive.off('error', failed);
      if (source instanceof Readable) source.off('error', failed);
      signal.removeEventListener('abort', aborted);
    };
    const done = () => {
      settle();
      resolve();
    };
    const failed = (err: Error) => {
      settle();
      reject(err);
    };
    const aborted = () => {
      settle();
      if (source instanceof Readable) source.destroy();
      reject(new DOMException('client went away', 'AbortError'));
    };
    if (signal.aborted) return aborted();
    archive.once('entry', done);
    archive.once('error', failed);
    // The archive does not listen for its sources' errors: a file that fails to read (storage
    // gone mid-way) fails the entry here, and the caller ends the archive with it.
    if (source instanceof Readable) source.once('error', failed);
    signal.addEventListener('abort', aborted, { once: true });
    archive.append(source, data);
  });
}

/** The PDF of a training with all its exercises and its post-work evaluation (the print/ex renderer). */
async function trainingPdfBytes(ctx: AppContext, req: ArchiveRequest, row: TrainingRow): Promise<Buffer> {
  const exercises = await trainingExercises(ctx.db, req.actor, row.id);
  const withPostwork = row.postwork_description.trim() !== '' || row.postwork_header.trim() !== '';
  return renderPdf(await trainingPdf(ctx.storage, row, exercises, req.lang, withPostwork));
}

/** The PDF of a fitness sheet or video session with every exercise (the print/fitnes renderer). */
async function sheetPdfBytes(ctx: AppContext, req: ArchiveRequest, row: SheetRow): Promise<Buffer> {
  const all = await sheetExercises(ctx.db, req.actor, row.id);
  const tops = all.filter((r) => r.parent_id === null);
  const children = new Map(all.filter((r) => r.parent_id !== null).map((r) => [r.parent_id!, r]));
  const images = await exerciseImages(
    ctx.db,
    req.actor,
    tops.map((r) => r.id),
  );
  const prepared = await prepareExercises(ctx.db, req.actor, ctx.storage, req.roots, row, tops, children, images);
  return renderPdf(await sheetPdf(ctx.storage, row, prepared, req.lang, row.rate.trim() !== ''));
}

/** The PDF of a weekly sheet (the print/week renderer). */
async function weekPdfBytes(ctx: AppContext, req: ArchiveRequest, row: WeekRow): Promise<Buffer> {
  const week = presentWeek(row, await linkableTrainings(ctx.db, req.actor, linkedTrainingIds(row)), req.lang);
  return renderPdf(weekPdf(week, await weekImage(ctx.storage, row.img_key), req.lang));
}

/**
 * Writes every record of the coach into the archive, one entry at a time: trainings, fitness sheets
 * and weekly sheets as PDF, formations as their stored images, videos and personal images as their
 * files (streamed from storage), then `dados.json`. Finalizes the archive unless aborted. Answers
 * how many records went in.
 */
export async function writeArchive(ctx: AppContext, archive: Archiver, req: ArchiveRequest): Promise<number> {
  const { db, storage } = ctx;
  const { actor, signal } = req;
  const names = new EntryNames();
  const pdf = { date: new Date() };
  let records = 0;
  const file = async (key: string | null, name: string) => {
    if (!key || !(await storage.exists(key))) return;
    // Images and videos are compressed already: stored as they are.
    await appendOne(archive, storage.stream(key), { name, store: true, date: pdf.date }, signal);
  };

  for await (const row of pages((after) => accountRepo.trainings(db, actor, after), signal)) {
    await appendOne(archive, await trainingPdfBytes(ctx, req, row), { name: entryNames.training(names, row), store: true, date: pdf.date }, signal);
    records += 1;
  }
  for await (const row of pages((after) => accountRepo.sheets(db, actor, after), signal)) {
    await appendOne(archive, await sheetPdfBytes(ctx, req, row), { name: entryNames.sheet(names, row), store: true, date: pdf.date }, signal);
    records += 1;
  }
  for await (const row of pages((after) => accountRepo.weeks(db, actor, after), signal)) {
    await appendOne(archive, await weekPdfBytes(ctx, req, row), { name: entryNames.week(names, row), store: true, date: pdf.date }, signal);
    records += 1;
  }
  for await (const row of pages((after) => accountRepo.formations(db, actor, 'image', after), signal)) {
    await file(row.img_key, entryNames.formation(names, row));
    records += 1;
  }
  for await (const row of pages((after) => accountRepo.formations(db, actor, 'video', after), signal)) {
    await file(row.file_key, entryNames.video(names, row));
    records += 1;
  }
  for await (const row of pages((after) => accountRepo.userImages(db, actor, after), signal)) {
    await file(row.file_key, entryNames.image(names, row));
  }
  // Physical assessments: the report PDF, then its posture photos as stored.
  for await (const row of pages((after) => assessmentsPage(db, actor, after), signal)) {
    const athlete = await findAthlete(db, actor, row.athlete_id);
    if (!athlete) continue;
    await appendOne(archive, await assessmentPdfBytes(ctx, actor, row, athlete, req.lang), { name: entryNames.assessment(names, row, athlete.name), store: true, date: pdf.date }, signal);
    const photos = await assessmentPhotos(db, actor, [row.id]);
    for (const [i, p] of photos.entries()) await file(p.file_key, entryNames.assessmentPhoto(names, row, p, i + 1));
    records += 1;
  }
  if (signal.aborted) return records;
  await appendOne(archive, Readable.from(archiveData(ctx, req)), { name: DATA_ENTRY, date: pdf.date }, signal);
  await archive.finalize();
  return records;
}
