import type { Language } from './limits.ts';

// Dates as every screen, PDF and shared page shows them: in the user's language.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A Date and the time zone to read it in: a calendar day ("2026-11-21") is that day wherever the
 * user is (read in UTC, so Brazil's UTC-3 does not show the day before); a timestamp is read in the
 * user's own time zone.
 */
function parse(iso: string | null | undefined): { date: Date; timeZone: string | undefined } | null {
  if (!iso) return null;
  const dateOnly = DATE_ONLY.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone: dateOnly ? 'UTC' : undefined };
}

/** A date (ISO text) in the user's language, e.g. "5 de março de 2026"; empty text for null. */
export function formatDate(iso: string | null | undefined, lang: Language): string {
  const p = parse(iso);
  return p ? new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: p.timeZone }).format(p.date) : '';
}

/**
 * A date in the short numeric form of the user's language, as tables and lists show it:
 * "21/11/2026" in pt-br and es-es, "11/21/2026" in en-us; empty text for null or an invalid date.
 */
export function formatShortDate(iso: string | null | undefined, lang: Language): string {
  const p = parse(iso);
  return p ? new Intl.DateTimeFormat(lang, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: p.timeZone }).format(p.date) : '';
}

/**
 * Day and month in the user's language: "04/03" in pt-br and es-es, "03/04" in en-us. Taken from the
 * short date without its year (some engines write a bare day-month in es-es as "4/3").
 */
export function formatDayMonth(iso: string | null | undefined, lang: Language): string {
  const p = parse(iso);
  if (!p) return '';
  const parts = new Intl.DateTimeFormat(lang, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: p.timeZone }).formatToParts(p.date);
  const year = parts.findIndex((part) => part.type === 'year');
  // Drop the year with the separator that joins it to the rest ("04/03/2026" -> "04/03").
  const drop = new Set([year, year === parts.length - 1 ? year - 1 : year + 1]);
  return parts
    .filter((_, i) => !drop.has(i))
    .map((part) => part.value)
    .join('');
}

/** One day formatter per time zone: building one costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar of the users' days when APP_TIME_ZONE is not set: the product's first market. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in a time zone (an IANA name such as
 * 'America/Sao_Paulo'): at 22:00 in São Paulo it is already tomorrow in UTC, but still today there.
 */
export function dayInZone(timeZone: string, at: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether a name is a time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
