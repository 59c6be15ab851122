import type { AppContext } from '../../context.ts';
import { anamnesesPage, assessmentPhotos, assessmentsPage, coachPhotoUrl, marksPage, presentAnamnese, presentAssessment, presentMark } from '../assessments/surface.ts';
import { athletesPage, findAthlete, presentAthlete } from '../athletes/surface.ts';
import { loadEntriesPage, wellnessPage } from '../load/surface.ts';
import { exerciseImages, presentExercises, presentSheet, sheetExercises } from '../fitness/surface.ts';
import { presentFormation } from '../formations/surface.ts';
import { presentPreset, presetsPage } from '../presets/surface.ts';
import { presentTraining, trainingExercises } from '../trainings/surface.ts';
import { findUserById } from '../user/surface.ts';
import { linkableTrainings, linkedTrainingIds, presentWeek } from '../weeks/surface.ts';
import type { ArchiveRequest } from './entries.ts';
import { entryNames, pages } from './entries.ts';
import { EntryNames } from './filenames.ts';
import { PAGE_SIZE, accountRepo } from './repo.ts';

/** A JSON array written item by item: `"key": [` ... `]`. */
async function* array<T>(key: string, items: AsyncIterable<T>, first: boolean): AsyncGenerator<string> {
  yield `${first ? '' : ','}\n  ${JSON.stringify(key)}: [`;
  let n = 0;
  for await (const item of items) yield `${n++ === 0 ? '' : ','}\n    ${JSON.stringify(item)}`;
  yield n === 0 ? ']' : '\n  ]';
}

/** Maps an async iterable. */
async function* map<T, U>(items: AsyncIterable<T>, f: (item: T) => Promise<U> | U): AsyncGenerator<U> {
  for await (const item of items) yield await f(item);
}

/**
 * The coach's data as JSON text, produced piece by piece while the archive reads it (never the
 * whole document in memory): the account (no password hash, no tokens), payments, and each record
 * as the API presents it, plus `arquivo`, the archive entry holding its PDF or file. Entry names
 * are computed in the same order as the archive's, so they match.
 */
export async function* archiveData(ctx: AppContext, req: ArchiveRequest): AsyncGenerator<string> {
  const { db } = ctx;
  const { actor, signal, lang } = req;
  const names = new EntryNames();
  const user = await findUserById(db, actor.id);
  const account = user
    ? {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        level: user.level,
        end_subscription: user.end_subscription,
        last_payment: user.last_payment,
        created_at: user.created_at,
      }
    : null;
  yield `{\n  "exported_at": ${JSON.stringify(new Date().toISOString())},\n  "account": ${JSON.stringify(account)},\n  "payments": ${JSON.stringify(await accountRepo.payments(db, actor))}`;
  yield* array(
    'treinos',
    map(
      pages((after) => accountRepo.trainings(db, actor, after), signal),
      async (row) => {
        const exercises = await trainingExercises(db, actor, row.id);
        return { ...presentTraining(row, exercises, { name: user?.name ?? '', updatable: true }, lang), arquivo: entryNames.training(names, row) };
      },
    ),
    false,
  );
  yield* array(
    'fitness',
    map(
      pages((after) => accountRepo.sheets(db, actor, after), signal),
      async (row) => {
        const all = await sheetExercises(db, actor, row.id);
        const images = await exerciseImages(
          db,
          actor,
          all.map((r) => r.id),
        );
        return { ...presentSheet(row, presentExercises(row, all, images)), arquivo: entryNames.sheet(names, row) };
      },
    ),
    false,
  );
  yield* array(
    'semanas',
    map(
      pages((after) => accountRepo.weeks(db, actor, after), signal),
      async (row) => ({
        ...presentWeek(row, await linkableTrainings(db, actor, linkedTrainingIds(row))),
        arquivo: entryNames.week(names, row),
      }),
    ),
    false,
  );
  yield* array(
    'formacoes',
    map(
      pages((after) => accountRepo.formations(db, actor, 'image', after), signal),
      (row) => ({ ...presentFormation(row), arquivo: row.img_key ? entryNames.formation(names, row) : null }),
    ),
    false,
  );
  yield* array(
    'videos',
    map(
      pages((after) => accountRepo.formations(db, actor, 'video', after), signal),
      (row) => ({ ...presentFormation(row), arquivo: row.file_key ? entryNames.video(names, row) : null }),
    ),
    false,
  );
  yield* array(
    'imagens',
    map(
      pages((after) => accountRepo.userImages(db, actor, after), signal),
      (row) => ({ id: row.id, mime: row.mime, size: row.size, created_at: row.created_at, arquivo: entryNames.image(names, row) }),
    ),
    false,
  );
  yield* array(
    'atletas',
    map(
      pages((after) => athletesPage(db, actor, after), signal),
      (row) => presentAthlete(row),
    ),
    false,
  );
  yield* array(
    'presets',
    map(
      pages((after) => presetsPage(db, actor, after, PAGE_SIZE), signal),
      (row) => presentPreset(row),
    ),
    false,
  );
  // Assessments with their results and the archive names of their report and photos, then anamneses and done marks.
  yield* array(
    'avaliacoes',
    map(
      pages((after) => assessmentsPage(db, actor, after), signal),
      async (row) => {
        const athlete = await findAthlete(db, actor, row.athlete_id);
        const photos = await assessmentPhotos(db, actor, [row.id]);
        const arquivo = athlete ? entryNames.assessment(names, row, athlete.name) : null;
        const fotos = athlete ? photos.map((p, i) => entryNames.assessmentPhoto(names, row, p, i + 1)) : [];
        return { ...presentAssessment(row, photos, coachPhotoUrl), arquivo, fotos };
      },
    ),
    false,
  );
  yield* array(
    'anamneses',
    map(pages((after) => anamnesesPage(db, actor, after), signal), (row) => ({ athlete_id: row.athlete_id, ...presentAnamnese(row) })),
    false,
  );
  yield* array(
    'conclusoes',
    map(pages((after) => marksPage(db, actor, after), signal), (row) => presentMark(row, null)),
    false,
  );
  // Training load entries and wellness check-ins (replaced ones included, with when they were replaced).
  yield* array(
    'carga',
    map(pages((after) => loadEntriesPage(db, actor, after), signal), (row) => ({ id: row.id, athlete_id: row.athlete_id, date: row.date, kind: row.kind, minutes: row.minutes, rpe: row.rpe, load: row.rpe * row.minutes, note: row.note, created_at: row.created_at })),
    false,
  );
  yield* array(
    'bem_estar',
    map(pages((after) => wellnessPage(db, actor, after), signal), (row) => ({ id: row.id, athlete_id: row.athlete_id, date: row.date, sleep: row.sleep, stress: row.stress, fatigue: row.fatigue, soreness: row.soreness, index: row.sleep + row.stress + row.fatigue + row.soreness, note: row.note, replaced_at: row.replaced_at, created_at: row.created_at })),
    false,
  );
  yield '\n}\n';
}
