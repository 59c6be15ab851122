import type { Language } from '@prancheta/shared';
import { trainingDateTime, translate } from '@prancheta/shared';
import type { UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import type { StudentAccess } from '../athletes/surface.ts';
import { sheetsOfAthlete } from '../fitness/surface.ts';
import { listTrainings } from '../trainings/surface.ts';
import { overlappingWeeks, weekSessions } from '../weeks/surface.ts';
import type { CalendarEvent } from './ics.ts';

/** Days before and after today a feed covers. */
const PAST_DAYS = 60;
const FUTURE_DAYS = 366;
const TRAINING_MINUTES = 90;
const SESSION_MINUTES = 60;

function period(): { from: string; to: string } {
  const now = Date.now();
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(now - PAST_DAYS * 86_400_000), to: day(now + FUTURE_DAYS * 86_400_000) };
}

function uidHost(ctx: AppContext): string {
  try {
    return new URL(ctx.config.publicUrl).hostname || 'prancheta';
  } catch {
    return 'prancheta';
  }
}

/** The week sessions of the coach's weekly sheets in the feed's period. */
async function weekEvents(ctx: AppContext, coach: UserActor, from: string, to: string, lang: Language): Promise<CalendarEvent[]> {
  const host = uidHost(ctx);
  const out: CalendarEvent[] = [];
  for (const week of await overlappingWeeks(ctx.db, coach, from, to, 500)) {
    for (const s of weekSessions(week)) {
      if (s.date < from || s.date > to) continue;
      const first = s.text.split('\n')[0]!.trim();
      out.push({
        uid: `semana-${week.id}-${s.cell}@${host}`,
        date: s.date,
        time: /^\d{1,2}:\d{2}$/.test(s.time) ? s.time.padStart(5, '0') : null,
        minutes: SESSION_MINUTES,
        summary: first || week.title || translate(lang, 'calendario.session'),
        location: s.place,
        description: [week.title, s.text].filter((v) => v !== '').join('\n'),
      });
    }
  }
  return out;
}

/** The coach's feed: their dated trainings and the sessions of their weekly sheets. */
export async function coachEvents(ctx: AppContext, coach: UserActor, lang: Language): Promise<CalendarEvent[]> {
  const { from, to } = period();
  const host = uidHost(ctx);
  const events: CalendarEvent[] = [];
  for (const t of await listTrainings(ctx.db, coach)) {
    const when = trainingDateTime(t.data);
    if (!when || when.date < from || when.date > to) continue;
    events.push({
      uid: `treino-${t.id}@${host}`,
      date: when.date,
      time: when.time,
      minutes: TRAINING_MINUTES,
      summary: [translate(lang, 'calendario.training'), t.metodologia || t.categoria || t.clube].filter((v) => v.trim() !== '').join(': '),
      location: t.clube,
      description: [t.categoria, t.objetivos].filter((v) => v.trim() !== '').join('\n'),
    });
  }
  return [...events, ...(await weekEvents(ctx, coach, from, to, lang))];
}

/** A student's feed: the coach's week sessions and that student's sheets and video sessions (on their dates). */
export async function studentEvents(ctx: AppContext, access: StudentAccess, lang: Language): Promise<CalendarEvent[]> {
  const { from, to } = period();
  const coach: UserActor = { kind: 'user', id: access.coachId, level: 'user' };
  const host = uidHost(ctx);
  const sheets = (await sheetsOfAthlete(ctx.db, coach, access.athlete.id)).filter((s) => s.data >= from && s.data <= to);
  return [
    ...sheets.map((s) => ({
      uid: `fitnes-${s.id}-${access.athlete.id}@${host}`,
      date: s.data,
      time: null,
      minutes: 0,
      summary: `${translate(lang, s.is_video === 1 ? 'fitnes.video-session' : 'student.sheet')}: ${s.title}`,
      location: '',
      description: s.objectives,
    })),
    ...(await weekEvents(ctx, coach, from, to, lang)),
  ];
}
