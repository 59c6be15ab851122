import type { StudentPageAnswer } from '@prancheta/shared';
import { userActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { todayOf } from '../../today.ts';
import type { StudentAccess } from '../athletes/surface.ts';
import { sheetsOfAthlete } from '../fitness/surface.ts';
import { mediaRoots } from '../media/surface.ts';
import { exerciseMedia, studentSheetRecord } from './media.ts';
import { studentFeedUrl } from '../calendar/surface.ts';
import { findUserById } from '../user/surface.ts';
import { weekConfig, weeksCovering, weekSessions } from '../weeks/surface.ts';

/**
 * What a student page shows, read as the coach and scoped to the link's athlete: the coach's name,
 * the sheets and video sessions linked to this athlete (never another's) with their gifs and videos, and the coach's weekly
 * sheet covering today. Nothing else of the coach.
 */
export async function studentPageData(ctx: AppContext, access: StudentAccess): Promise<StudentPageAnswer> {
  const coach = userActor({ id: access.coachId, level: 'user' });
  const user = await findUserById(ctx.db, access.coachId);
  const sheets = await sheetsOfAthlete(ctx.db, coach, access.athlete.id);
  const roots = mediaRoots(ctx.config);
  const fichas = [];
  for (const sheet of sheets) {
    const record = await studentSheetRecord(ctx, access, sheet.id);
    if (!record) continue;
    const rows = record.exercises;
    fichas.push({
      id: sheet.id,
      title: sheet.title,
      data: sheet.data,
      objectives: sheet.objectives,
      is_video: sheet.is_video === 1,
      exercises: rows.map((r) => ({
        title: r.title,
        duration: r.duration,
        charge: r.charge,
        series: r.series,
        description: r.description,
        ...exerciseMedia(record, roots, access.token, r.id),
      })),
    });
  }
  const week = (await weeksCovering(ctx.db, coach, todayOf(ctx)))[0] ?? null;
  return {
    aluno: { name: access.athlete.name },
    coach: { name: user?.name ?? '' },
    calendario: studentFeedUrl(ctx, access.token),
    fichas,
    semana: week ? { title: week.title, range: weekConfig(week).range, data_inicio: week.data_inicio, data_fim: week.data_fim, sessions: weekSessions(week) } : null,
  };
}
