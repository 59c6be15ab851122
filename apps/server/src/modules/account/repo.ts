import type { Selectable } from 'kysely';
import type { Actor, UserActor } from '../../access/actor.ts';
import {
  fitnessPolicy,
  formationsPolicy,
  paymentsPolicy,
  retentionWarningsPolicy,
  trainingsPolicy,
  userImagesPolicy,
  userPreferencesPolicy,
  usersPolicy,
  weeksPolicy,
} from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import type { PaymentsTable, RetentionWarningsTable } from '../../db/types.ts';
import type { SheetRow } from '../fitness/surface.ts';
import type { FormationRow, UserImageRow } from '../formations/surface.ts';
import type { TrainingRow } from '../trainings/surface.ts';
import type { WeekRow } from '../weeks/surface.ts';

/** Records read per page while an archive is written (memory stays bounded whatever the account's size). */
export const PAGE_SIZE = 50;

/** The kinds of record the retention job deletes, as the warnings name them. */
export type RecordKind = Selectable<RetentionWarningsTable>['kind'];

/** A record that retention will delete: whose it is, what it is, its title and creation time. */
export interface ExpiringRow {
  user_id: number;
  kind: RecordKind;
  id: number;
  title: string;
  created_at: string;
}

/**
 * The coach's own records, page by page (keyset on id), for the archive and its JSON. Every read
 * filters with the model's ownedBy policy: a club training the coach may read is not theirs to export.
 */
export const accountRepo = {
  trainings(db: Db, actor: UserActor, afterId: number): Promise<TrainingRow[]> {
    return db.selectFrom('treinos').selectAll().where(trainingsPolicy.ownedBy(actor)).where('id', '>', afterId).orderBy('id').limit(PAGE_SIZE).execute();
  },
  formations(db: Db, actor: UserActor, type: 'image' | 'video', afterId: number): Promise<FormationRow[]> {
    return db
      .selectFrom('formactions')
      .selectAll()
      .where(formationsPolicy.ownedBy(actor))
      .where('type', '=', type)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(PAGE_SIZE)
      .execute();
  },
  weeks(db: Db, actor: UserActor, afterId: number): Promise<WeekRow[]> {
    return db.selectFrom('semanas').selectAll().where(weeksPolicy.ownedBy(actor)).where('id', '>', afterId).orderBy('id').limit(PAGE_SIZE).execute();
  },
  sheets(db: Db, actor: UserActor, afterId: number): Promise<SheetRow[]> {
    return db.selectFrom('fitnes').selectAll().where(fitnessPolicy.ownedBy(actor)).where('id', '>', afterId).orderBy('id').limit(PAGE_SIZE).execute();
  },
  userImages(db: Db, actor: UserActor, afterId: number): Promise<UserImageRow[]> {
    return db.selectFrom('user_images').selectAll().where(userImagesPolicy.ownedBy(actor)).where('id', '>', afterId).orderBy('id').limit(PAGE_SIZE).execute();
  },
  payments(db: Db, actor: UserActor): Promise<Pick<Selectable<PaymentsTable>, 'id' | 'plan_id' | 'provider' | 'status' | 'amount_cents' | 'days' | 'applied_at' | 'created_at'>[]> {
    return db
      .selectFrom('payments')
      .select(['id', 'plan_id', 'provider', 'status', 'amount_cents', 'days', 'applied_at', 'created_at'])
      .where(paymentsPolicy.ownedBy(actor))
      .orderBy('id')
      .execute();
  },

  /** How many records of each kind the archive will hold (one statement: one round trip on PostgreSQL). */
  async counts(db: Db, actor: UserActor): Promise<Record<'treinos' | 'fitness' | 'semanas' | 'formacoes' | 'videos', number>> {
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('treinos')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where(trainingsPolicy.ownedBy(actor))
          .as('treinos'),
        eb
          .selectFrom('fitnes')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where(fitnessPolicy.ownedBy(actor))
          .as('fitness'),
        eb
          .selectFrom('semanas')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where(weeksPolicy.ownedBy(actor))
          .as('semanas'),
        eb
          .selectFrom('formactions')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where(formationsPolicy.ownedBy(actor))
          .where('type', '=', 'image')
          .as('formacoes'),
        eb
          .selectFrom('formactions')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where(formationsPolicy.ownedBy(actor))
          .where('type', '=', 'video')
          .as('videos'),
      ])
      .executeTakeFirst();
    const n = (value: number | string | bigint | null | undefined) => Number(value ?? 0);
    return { treinos: n(row?.treinos), fitness: n(row?.fitness), semanas: n(row?.semanas), formacoes: n(row?.formacoes), videos: n(row?.videos) };
  },

  /**
   * Records created before `createdBefore` that the actor owns (the system actor: everyone's), i.e.
   * those the retention job deletes by the horizon, oldest first.
   */
  async expiring(db: Db, actor: Actor, createdBefore: string): Promise<ExpiringRow[]> {
    const [treinos, formations, weeks, sheets] = await Promise.all([
      db
        .selectFrom('treinos')
        .select(['user_id', 'id', 'metodologia', 'objetivos', 'clube', 'created_at'])
        .where(trainingsPolicy.ownedBy(actor))
        .where('created_at', '<', createdBefore)
        .execute(),
      db
        .selectFrom('formactions')
        .select(['user_id', 'id', 'type', 'descricao', 'clube', 'created_at'])
        .where(formationsPolicy.ownedBy(actor))
        .where('created_at', '<', createdBefore)
        .execute(),
      db.selectFrom('semanas').select(['user_id', 'id', 'title', 'cabecalho', 'created_at']).where(weeksPolicy.ownedBy(actor)).where('created_at', '<', createdBefore).execute(),
      db.selectFrom('fitnes').select(['user_id', 'id', 'title', 'created_at']).where(fitnessPolicy.ownedBy(actor)).where('created_at', '<', createdBefore).execute(),
    ]);
    const first = (...texts: string[]) => texts.map((s) => s.trim()).find((s) => s !== '') ?? '';
    const rows: ExpiringRow[] = [
      ...treinos.map((r) => ({ user_id: r.user_id, kind: 'treino' as const, id: r.id, title: first(r.metodologia, r.objetivos, r.clube), created_at: r.created_at })),
      ...formations.map((r) => ({
        user_id: r.user_id,
        kind: r.type === 'video' ? ('video' as const) : ('formation' as const),
        id: r.id,
        title: first(r.descricao, r.clube),
        created_at: r.created_at,
      })),
      ...weeks.map((r) => ({ user_id: r.user_id, kind: 'week' as const, id: r.id, title: first(r.title, r.cabecalho), created_at: r.created_at })),
      ...sheets.map((r) => ({ user_id: r.user_id, kind: 'fitness' as const, id: r.id, title: r.title, created_at: r.created_at })),
    ];
    return rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.kind.localeCompare(b.kind) || a.id - b.id);
  },

  /** The warnings already sent (the actor's; the system actor's: everyone's), by warningKey. */
  async warned(db: Db, actor: Actor): Promise<Map<string, number>> {
    const rows = await db.selectFrom('retention_warnings').select(['id', 'user_id', 'kind', 'record_id']).where(retentionWarningsPolicy.ownedBy(actor)).execute();
    return new Map(rows.map((r) => [warningKey(r.user_id, r.kind, r.record_id), r.id]));
  },

  /** Remembers that a user was warned about these records. */
  async rememberWarned(db: Db, userId: number, rows: { kind: RecordKind; id: number; deletes_at: string }[], now: string): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('retention_warnings')
      .values(rows.map((r) => ({ user_id: userId, kind: r.kind, record_id: r.id, deletes_at: r.deletes_at, created_at: now, updated_at: now })))
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'record_id']).doNothing())
      .execute();
  },

  /** Forgets these warnings (their records are gone). */
  async forgetWarnings(db: Db, actor: Actor, ids: number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .deleteFrom('retention_warnings')
        .where(retentionWarningsPolicy.ownedBy(actor))
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
    }
  },

  /** E-mail, name and language of the users with these ids. */
  recipients(db: Db, actor: Actor, ids: number[]): Promise<{ id: number; email: string; name: string; language: string }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('users')
      .leftJoin('user_preferences', 'user_preferences.user_id', 'users.id')
      .select(['users.id', 'users.email', 'users.name', (eb) => eb.fn.coalesce('user_preferences.language', eb.val('pt-br')).as('language')])
      .where(usersPolicy.visibleTo(actor))
      .where('users.id', 'in', ids)
      .execute();
  },

  /** Records the language the coach uses the app in, when it changed. */
  async rememberLanguage(db: Db, actor: UserActor, language: string): Promise<void> {
    const now = new Date().toISOString();
    const current = await db.selectFrom('user_preferences').select('language').where(userPreferencesPolicy.ownedBy(actor)).executeTakeFirst();
    if (current?.language === language) return;
    await db
      .insertInto('user_preferences')
      .values({ user_id: actor.id, language, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ language, updated_at: now }))
      .execute();
  },
};

/** The key of one warned record in warnedKeys(). */
export function warningKey(userId: number, kind: RecordKind, id: number): string {
  return `${userId}:${kind}:${id}`;
}
