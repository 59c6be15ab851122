import type { AttendanceSession, Language } from '@prancheta/shared';
import { trainingDateTime, translate } from '@prancheta/shared';
import type { UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { findTraining, listTrainings } from '../trainings/surface.ts';
import { findWeek, overlappingWeeks, weekSessions } from '../weeks/surface.ts';
import type { SessionKey } from './repo.ts';

/** A training's title as a session names it. */
function trainingTitle(t: { metodologia: string; clube: string; categoria: string }, lang: Language): string {
  return [t.metodologia, t.categoria || t.clube].filter((s) => s.trim() !== '').join(' · ') || translate(lang, 'presencas.training');
}

/**
 * The sessions of the coach in [from, to]: their own trainings whose date names a day, and the
 * filled cells of their weekly sheets, by date and time. `marked` is filled by the caller.
 */
export async function sessionsInPeriod(ctx: AppContext, actor: UserActor, from: string, to: string, lang: Language): Promise<AttendanceSession[]> {
  const out: AttendanceSession[] = [];
  for (const t of await listTrainings(ctx.db, actor)) {
    const when = trainingDateTime(t.data);
    if (when && when.date >= from && when.date <= to) out.push({ kind: 'treino', record_id: t.id, slot: '', date: when.date, time: when.time, title: trainingTitle(t, lang), place: '', marked: 0 });
  }
  for (const week of await overlappingWeeks(ctx.db, actor, from, to)) {
    for (const s of weekSessions(week)) {
      if (s.date < from || s.date > to) continue;
      const title = [week.title, s.text.split('\n')[0]!.slice(0, 80)].filter((v) => v !== '').join(' · ');
      out.push({ kind: 'semana', record_id: week.id, slot: s.cell, date: s.date, time: s.time || null, title, place: s.place, marked: 0 });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.title.localeCompare(b.title));
}

/** One session of the coach (their own training with a date, or a filled cell of their weekly sheet), or 404. */
export async function findSession(ctx: AppContext, actor: UserActor, key: SessionKey, lang: Language): Promise<AttendanceSession> {
  if (key.kind === 'treino') {
    const t = await findTraining(ctx.db, actor, key.record_id);
    const when = t && t.user_id === actor.id && key.slot === '' ? trainingDateTime(t.data) : null;
    if (!t || !when) throw notFound('presencas.session-not-found');
    return { kind: 'treino', record_id: t.id, slot: '', date: when.date, time: when.time, title: trainingTitle(t, lang), place: '', marked: 0 };
  }
  const week = await findWeek(ctx.db, actor, key.record_id);
  const s = week ? weekSessions(week).find((x) => x.cell === key.slot) : undefined;
  if (!week || !s) throw notFound('presencas.session-not-found');
  const title = [week.title, s.text.split('\n')[0]!.slice(0, 80)].filter((v) => v !== '').join(' · ');
  return { kind: 'semana', record_id: week.id, slot: s.cell, date: s.date, time: s.time || null, title, place: s.place, marked: 0 };
}
