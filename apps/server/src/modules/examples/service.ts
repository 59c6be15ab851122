import { gzipSync } from 'node:zlib';
import type { Insertable, Transaction } from 'kysely';
import type { ExampleIds, FirstRunState, Language } from '@prancheta/shared';
import { EXAMPLE_KINDS, translate, weekEndDate } from '@prancheta/shared';
import { toDraft } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import type { UserActor } from '../../access/actor.ts';
import {
  assessmentsPolicy,
  athletesPolicy,
  fitnessPolicy,
  formationsPolicy,
  studentLinksPolicy,
  trainingsPolicy,
  userPreferencesPolicy,
  weeksPolicy,
} from '../../access/policies.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { withOwnerLock } from '../../db/owner-lock.ts';
import type { Database } from '../../db/types.ts';
import { purgeAthlete } from '../../lifecycle/purge-athlete.ts';
import { newFileKey } from '../../uploads/store-record.ts';
import { removeAssessment } from '../assessments/surface.ts';
import { removeAthlete } from '../athletes/surface.ts';
import { removeSheet } from '../fitness/surface.ts';
import { FORMATIONS_AREA, removeFormation } from '../formations/surface.ts';
import { mediaRoots } from '../media/surface.ts';
import { EXERCISES_AREA, removeTraining } from '../trainings/surface.ts';
import { removeWeek } from '../weeks/surface.ts';
import { EXAMPLE_SPORT_ID, finishingScene, presetScene, rondoScene, videoScene } from './scenes.ts';

/** Rows of the sample set are flagged with is_example = 1 (migration 0038). */
const EXAMPLE = 1;

/** The coach's sample records per kind, read from the is_example flags. */
export async function exampleIdsOf(db: Db, actor: UserActor): Promise<ExampleIds> {
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  const [trainings, formations, fitness, weeks, athletes, assessments] = await Promise.all([
    db.selectFrom('treinos').select('id').where(trainingsPolicy.ownedBy(actor)).where('is_example', '=', EXAMPLE).orderBy('id').execute(),
    db.selectFrom('formactions').select(['id', 'type']).where(formationsPolicy.ownedBy(actor)).where('is_example', '=', EXAMPLE).orderBy('id').execute(),
    db.selectFrom('fitnes').select('id').where(fitnessPolicy.ownedBy(actor)).where('is_example', '=', EXAMPLE).orderBy('id').execute(),
    db.selectFrom('semanas').select('id').where(weeksPolicy.ownedBy(actor)).where('is_example', '=', EXAMPLE).orderBy('id').execute(),
    db.selectFrom('athletes').select('id').where(athletesPolicy.ownedBy(actor)).where('is_example', '=', EXAMPLE).orderBy('id').execute(),
    db.selectFrom('assessments').select('id').where(assessmentsPolicy.ownedBy(actor)).where('is_example', '=', EXAMPLE).orderBy('id').execute(),
  ]);
  return {
    trainings: ids(trainings),
    formations: ids(formations.filter((f) => f.type === 'image')),
    videos: ids(formations.filter((f) => f.type === 'video')),
    fitness: ids(fitness),
    weeks: ids(weeks),
    athletes: ids(athletes),
    assessments: ids(assessments),
  };
}

/** True when any sample record exists. */
export function hasExamples(ids: ExampleIds): boolean {
  return EXAMPLE_KINDS.some((k) => ids[k].length > 0);
}

/**
 * The first-run checklist of the home: each step from the coach's own records (sample rows never
 * tick a step), the dismissal from the account row.
 */
export async function firstRunOf(db: Db, actor: UserActor): Promise<FirstRunState> {
  const own = <T>(q: Promise<T | undefined>) => q.then((r) => r !== undefined);
  const [formation, training, fitness, athlete, user, examples] = await Promise.all([
    own(db.selectFrom('formactions').select('id').where(formationsPolicy.ownedBy(actor)).where('is_example', '=', 0).limit(1).executeTakeFirst()),
    own(db.selectFrom('treinos').select('id').where(trainingsPolicy.ownedBy(actor)).where('is_example', '=', 0).limit(1).executeTakeFirst()),
    own(db.selectFrom('fitnes').select('id').where(fitnessPolicy.ownedBy(actor)).where('is_example', '=', 0).limit(1).executeTakeFirst()),
    // A real athlete with a student-page link (the link is what the coach sends them).
    own(
      db
        .selectFrom('student_links')
        .innerJoin('athletes', 'athletes.id', 'student_links.athlete_id')
        .select('student_links.id')
        .where(studentLinksPolicy.ownedBy(actor))
        .where('athletes.is_example', '=', 0)
        .limit(1)
        .executeTakeFirst(),
    ),
    db.selectFrom('user_preferences').select('first_run_dismissed').where(userPreferencesPolicy.ownedBy(actor)).executeTakeFirst(),
    own(db.selectFrom('treinos').select('id').where(trainingsPolicy.ownedBy(actor)).where('is_example', '=', EXAMPLE).limit(1).executeTakeFirst()),
  ]);
  const steps = { formation, training, fitness, athlete };
  const dismissed = Boolean(user?.first_run_dismissed);
  const complete = Object.values(steps).every(Boolean);
  return { show: !dismissed && !complete, dismissed, steps, examples };
}

/** Closes (or reopens) the checklist of the coach; a coach without a preferences row gets one (language: the request's). */
export async function setFirstRunDismissed(db: Db, actor: UserActor, dismissed: boolean, language: string): Promise<void> {
  const now = nowIso();
  const value = dismissed ? 1 : 0;
  await db
    .insertInto('user_preferences')
    .values({ user_id: actor.id, language, first_run_dismissed: value, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ first_run_dismissed: value, updated_at: now }))
    .execute();
}

/** YYYY-MM-DD of a date (UTC). */
function day(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The Monday of the current week (UTC). */
function thisMonday(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return day(d);
}

/** How many gifs of the library the sample sheet uses. */
const SHEET_GIFS = 2;

/**
 * Creates the sample set in the coach's language: a training with two drawn exercises, an image
 * formation from the 4-3-3 preset, a four-frame video with a caption, a fitness sheet with gifs
 * of the library, a weekly plan linking the training, and an athlete with an assessment, every
 * row flagged is_example.
 *
 * One transaction that first locks the coach's row (withOwnerLock): a second call (a double tap,
 * another tab) waits for the first, then finds the set and adds nothing (created = false). The
 * drafts are written to storage inside it; if anything fails the rows roll back and the files
 * written so far are deleted.
 */
export async function loadExamples(ctx: AppContext, actor: UserActor, lang: Language): Promise<{ created: boolean; ids: ExampleIds; notes: string[] }> {
  const t = (key: string) => translate(lang, `examples.${key}`);
  const written: string[] = [];
  // Library gifs for the sheet, read before the transaction (a folder walk, not the database).
  const gifs = await mediaRoots(ctx.config)
    .gifs.search('', () => true, SHEET_GIFS)
    .catch(() => []);
  try {
    return await withOwnerLock(ctx.db, 'users', actor.id, async (trx) => {
      const existing = await exampleIdsOf(trx, actor);
      if (hasExamples(existing)) return { created: false, ids: existing, notes: [] };
      const draft = async (area: string, scene: SceneDocument): Promise<string> => {
        const key = newFileKey(area, actor.id, 'draft', 'json.gz');
        written.push(key);
        await ctx.storage.put(key, gzipSync(Buffer.from(JSON.stringify(toDraft(scene)), 'utf8')));
        return key;
      };
      const notes: string[] = [];
      const today = day(new Date());
      const base = { user_id: actor.id, is_example: EXAMPLE, ...stamps() };
      const club = t('club');
      const coach = t('coach');
      const category = t('category');
      const place = t('place');

      const trainingId = await insertId(trx, 'treinos', {
        ...base,
        clube: club,
        professor: coach,
        categoria: category,
        metodologia: t('training.methodology'),
        data: today,
        objetivos: t('training.objectives'),
        esporte_id: EXAMPLE_SPORT_ID,
        category_id: null,
        colors: '{}',
        logo_key: null,
        postwork_header: '',
        postwork_description: '',
      });
      const exercises: [string, SceneDocument, string, string, string, string][] = [
        ['exercise1', rondoScene(), '15 min', '3 x 5 min', '20 x 20 m', '4 x 2'],
        ['exercise2', finishingScene(), '20 min', '4 x 5 min', '40 x 30 m', '2 x 1'],
      ];
      for (const [key, scene, duracao, blocos, dimensao, relacao] of exercises) {
        const { user_id, created_at, updated_at } = base;
        await trx
          .insertInto('exercicios')
          .values({
            user_id,
            created_at,
            updated_at,
            treino_id: trainingId,
            type: 'image',
            titulo: t(`${key}.title`),
            descricao: t(`${key}.description`),
            duracao,
            blocos_de_duracao: blocos,
            dimensao,
            relacao_numerica: relacao,
            h_duracao: '',
            h_blocos: '',
            h_dimensao: '',
            h_relacao: '',
            colors: '{}',
            img_key: null,
            draft_key: await draft(EXERCISES_AREA, scene),
          })
          .execute();
      }

      const formationRow = (type: 'image' | 'video', descricao: string, draftKey: string) => ({
        ...base,
        type,
        clube: club,
        professor: coach,
        categoria: category,
        data: today,
        local: place,
        descricao,
        h_professor: '',
        h_categoria: '',
        h_data: '',
        h_local: '',
        h_clube: '',
        h_descricao: '',
        colors: '{}',
        category_id: null,
        // The picture and the video are made by the editor on the first save (as for an imported play file).
        img_key: null,
        file_key: null,
        logo_key: null,
        draft_key: draftKey,
      });
      await insertId(trx, 'formactions', formationRow('image', t('formation.description'), await draft(FORMATIONS_AREA, presetScene())));
      await insertId(trx, 'formactions', formationRow('video', t('video.description'), await draft(FORMATIONS_AREA, videoScene(t('video.caption')))));

      const athleteName = t('athlete.name');
      const athleteId = await insertId(trx, 'athletes', {
        ...base,
        name: athleteName,
        birth_date: `${new Date().getUTCFullYear() - 15}-03-10`,
        email: '',
        phone: '',
        group_label: category,
        category_id: null,
        notes: t('athlete.notes'),
      });
      await insertId(trx, 'assessments', {
        ...base,
        athlete_id: athleteId,
        date: today,
        sex: 'm',
        age: 15,
        protocol: 'none',
        measures: JSON.stringify({ weight: 58.4, height: 168.5, resting_hr: 62 }),
        notes: t('assessment.notes'),
        colors: '{}',
      });

      const sheetId = await insertId(trx, 'fitnes', {
        ...base,
        is_video: 0,
        title: t('fitness.title'),
        teacher: coach,
        student: athleteName,
        volume: t('fitness.volume'),
        data: today,
        objectives: t('fitness.objectives'),
        rate: '',
        labels: '{}',
        colors: '{}',
        img_key: null,
        athlete_id: athleteId,
      });
      if (gifs.length === 0) notes.push(t('no-gifs'));
      for (const [n, gif] of gifs.entries()) {
        const { user_id, created_at, updated_at } = base;
        await trx
          .insertInto('fitnes_exercicios')
          .values({
            user_id,
            created_at,
            updated_at,
            fitnes_id: sheetId,
            parent_id: null,
            mode: 'normal',
            title: gif.name.replace(/\.[a-z0-9]+$/i, '') || t(n === 0 ? 'fitness.ex1' : 'fitness.ex2'),
            duration: '45 s',
            charge: '',
            series: '3 x 12',
            grupo: t('fitness.group'),
            description: '',
            imc: '',
            magra: '',
            path: gif.path,
            usergif: 0,
            labels: '{}',
            colors: '{}',
          })
          .execute();
      }

      const start = thisMonday();
      await insertId(trx, 'semanas', {
        ...base,
        cabecalho: club,
        subtitulo: t('week.subtitle'),
        title: t('week.title'),
        observacao: `<p>${escapeHtml(t('week.notes'))}</p>`,
        data_inicio: start,
        data_fim: weekEndDate(start),
        config: JSON.stringify({ colors: {}, range: t('week.range'), morning: t('week.morning'), night: t('week.night'), days: ['segunda', 'quarta', 'sexta'] }),
        dia: JSON.stringify({
          segundaM: `<p>${escapeHtml(t('week.monday'))}</p>`,
          quartaN: `<p>${escapeHtml(t('week.wednesday'))}</p>`,
          sextaM: `<p>${escapeHtml(t('week.friday'))}</p>`,
        }),
        time: JSON.stringify({ segundaM: '08:00', quartaN: '19:00', sextaM: '08:00' }),
        place: JSON.stringify({ segundaM: place, quartaN: place }),
        links: JSON.stringify({ segundaM: trainingId }),
        img_key: null,
      });
      return { created: true, ids: await exampleIdsOf(trx, actor), notes };
    });
  } catch (err) {
    for (const key of written) await ctx.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type ExampleTable = 'treinos' | 'formactions' | 'fitnes' | 'semanas' | 'athletes' | 'assessments';

/** Inserts one row and answers its id. */
async function insertId<T extends ExampleTable>(trx: Transaction<Database>, table: T, values: Insertable<Database[T]>): Promise<number> {
  // Kysely cannot narrow a generic table name; the values are checked against the table above.
  const row = await trx
    .insertInto(table as ExampleTable)
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Deletes every sample record of the coach through each module's own delete path (files, share
 * links, child rows and the athlete's purge go with them); the coach's own records are never
 * touched. Answers how many records were removed.
 */
export async function removeExamples(ctx: AppContext, actor: UserActor): Promise<number> {
  let removed = 0;
  for (const row of await ctx.db.selectFrom('semanas').selectAll().where(weeksPolicy.ownedBy(actor)).where('is_example', '=', EXAMPLE).execute()) {
    await removeWeek(ctx, actor, row);
    removed += 1;
  }
  for (const row of await ctx.db.selectFrom('treinos').selectAll().where(trainingsPolicy.ownedBy(actor)).where('is_example', '=', EXAMPLE).execute()) {
    await removeTraining(ctx, actor, row);
    removed += 1;
  }
  for (const row of await ctx.db.selectFrom('formactions').selectAll().where(formationsPolicy.ownedBy(actor)).where('is_example', '=', EXAMPLE).execute()) {
    await removeFormation(ctx, actor, row);
    removed += 1;
  }
  for (const row of await ctx.db.selectFrom('fitnes').selectAll().where(fitnessPolicy.ownedBy(actor)).where('is_example', '=', EXAMPLE).execute()) {
    await removeSheet(ctx, actor, row);
    removed += 1;
  }
  for (const row of await ctx.db.selectFrom('assessments').selectAll().where(assessmentsPolicy.ownedBy(actor)).where('is_example', '=', EXAMPLE).execute()) {
    await removeAssessment(ctx, actor, row);
    removed += 1;
  }
  for (const row of await ctx.db.selectFrom('athletes').selectAll().where(athletesPolicy.ownedBy(actor)).where('is_example', '=', EXAMPLE).execute()) {
    await purgeAthlete(ctx, actor, row.id);
    await removeAthlete(ctx, actor, row);
    removed += 1;
  }
  return removed;
}
