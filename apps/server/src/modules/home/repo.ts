import { HOME_RECENT } from '@prancheta/shared';
import type { HomeArea, HomeItem } from '@prancheta/shared';
import type { UserActor } from '../../access/actor.ts';
import { athletesPolicy, fitnessPolicy, formationsPolicy, teamsPolicy, trainingsPolicy, weeksPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import { cappedTotal } from '../../db/list-page.ts';

/** "Club · Category" (either may be empty). */
function joined(...parts: string[]): string {
  return parts.map((p) => p.trim()).filter(Boolean).join(' · ');
}

function area(total: { total: number; capped: boolean }, recent: HomeItem[]): HomeArea {
  return { count: total.total, capped: total.capped, recent };
}

/**
 * The home overview's reads: per area a capped count and the latest few records of the coach, each
 * an index range read (owner, then last change: migration 0033), never another user's rows.
 */
export const homeRepo = {
  async formations(db: Db, actor: UserActor, type: 'image' | 'video'): Promise<HomeArea> {
    const base = db.selectFrom('formactions').where(formationsPolicy.ownedBy(actor)).where('formactions.type', '=', type);
    const rows = await base.select(['id', 'clube', 'categoria', 'data', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(HOME_RECENT).execute();
    return area(await cappedTotal(db, base), rows.map((r) => ({ id: r.id, title: joined(r.clube, r.categoria) || `#${r.id}`, detail: r.data, updated_at: r.updated_at })));
  },

  async trainings(db: Db, actor: UserActor): Promise<HomeArea> {
    const base = db.selectFrom('treinos').where(trainingsPolicy.ownedBy(actor));
    const rows = await base.select(['id', 'clube', 'categoria', 'data', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(HOME_RECENT).execute();
    return area(await cappedTotal(db, base), rows.map((r) => ({ id: r.id, title: joined(r.clube, r.categoria) || `#${r.id}`, detail: r.data, updated_at: r.updated_at })));
  },

  async sheets(db: Db, actor: UserActor, video: boolean): Promise<HomeArea> {
    const base = db.selectFrom('fitnes').where(fitnessPolicy.ownedBy(actor)).where('fitnes.is_video', '=', video ? 1 : 0);
    const rows = await base.select(['id', 'title', 'student', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(HOME_RECENT).execute();
    return area(await cappedTotal(db, base), rows.map((r) => ({ id: r.id, title: r.title, detail: r.student, updated_at: r.updated_at })));
  },

  async weeks(db: Db, actor: UserActor): Promise<HomeArea> {
    const base = db.selectFrom('semanas').where(weeksPolicy.ownedBy(actor));
    const rows = await base.select(['id', 'title', 'data_inicio', 'data_fim', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(HOME_RECENT).execute();
    return area(await cappedTotal(db, base), rows.map((r) => ({ id: r.id, title: r.title || `#${r.id}`, detail: joined(r.data_inicio, r.data_fim), updated_at: r.updated_at })));
  },

  /** The roster: athletes and students, the latest changed first (detail: the group label). */
  async athletes(db: Db, actor: UserActor): Promise<HomeArea> {
    const base = db.selectFrom('athletes').where(athletesPolicy.ownedBy(actor));
    const rows = await base.select(['id', 'name', 'group_label', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(HOME_RECENT).execute();
    return area(await cappedTotal(db, base), rows.map((r) => ({ id: r.id, title: r.name, detail: r.group_label, updated_at: r.updated_at })));
  },

  /** The clubs the coach leads or belongs to; null when none. */
  async clubs(db: Db, actor: UserActor): Promise<HomeArea | null> {
    const rows = await db.selectFrom('teams').where(teamsPolicy.visibleTo(actor)).select(['id', 'name', 'leader_id', 'updated_at']).orderBy('name').orderBy('id').limit(50).execute();
    if (rows.length === 0) return null;
    return area({ total: rows.length, capped: false }, rows.slice(0, HOME_RECENT).map((r) => ({ id: r.id, title: r.name, detail: r.leader_id === actor.id ? 'leader' : 'member', updated_at: r.updated_at })));
  },

  /** Admins: the accounts of the platform (capped count) and the newest ones; null for coaches. */
  async admin(db: Db, actor: UserActor): Promise<HomeArea | null> {
    if (actor.level !== 'admin' && actor.level !== 'master') return null;
    // Admin-only read across accounts: the route answers it to admins and masters alone.
    const base = db.selectFrom('users');
    const rows = await base.select(['id', 'name', 'email', 'created_at']).orderBy('id', 'desc').limit(HOME_RECENT).execute();
    return area(await cappedTotal(db, base), rows.map((r) => ({ id: r.id, title: r.name, detail: r.email, updated_at: r.created_at })));
  },
};
