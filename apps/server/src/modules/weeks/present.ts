import type { Language, Week, WeekColourPart, WeekConfig, WeekSummary } from '@prancheta/shared';
import { formatShortDate, parseColourPairs, WEEK_CELL_KEYS, WEEK_COLOUR_PARTS, WEEK_DEFAULT_COLOURS, WEEK_DEFAULT_DAYS, WEEKDAYS } from '@prancheta/shared';
import type { WeekRow } from './repo.ts';

/** A stored sheet's config, every part present (malformed stored values fall back to defaults). */
export type StoredWeekConfig = Week['config'];

function parseObject(json: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A JSON cell record keeping only known cell keys with values of the expected type. */
export function parseCells<T extends string | number>(json: string, type: 'string' | 'number'): Record<string, T> {
  const raw = parseObject(json);
  const out: Record<string, T> = {};
  for (const key of WEEK_CELL_KEYS) if (typeof raw[key] === type) out[key] = raw[key] as T;
  return out;
}

/** The config of a sheet over the defaults (colours per part, captions, range, checked days). */
export function weekConfig(row: Pick<WeekRow, 'config'>): StoredWeekConfig {
  const raw = parseObject(row.config);
  const colours = parseColourPairs(JSON.stringify(raw.colors ?? {}), WEEK_DEFAULT_COLOURS) as Record<WeekColourPart, [string, string]>;
  for (const k of Object.keys(colours)) if (!(WEEK_COLOUR_PARTS as readonly string[]).includes(k)) delete colours[k as WeekColourPart];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const days = Array.isArray(raw.days) ? WEEKDAYS.filter((d) => (raw.days as unknown[]).includes(d)) : [];
  return { colors: colours, range: text(raw.range), morning: text(raw.morning), night: text(raw.night), days: days.length > 0 ? days : [...WEEK_DEFAULT_DAYS] };
}

/** The JSON stored for a validated config. */
export function storedConfig(config: WeekConfig): string {
  const colors: Record<string, [string, string]> = {};
  for (const part of WEEK_COLOUR_PARTS) colors[part] = [...(config.colors[part] ?? WEEK_DEFAULT_COLOURS[part])] as [string, string];
  return JSON.stringify({ colors, range: config.range, morning: config.morning, night: config.night, days: WEEKDAYS.filter((d) => config.days.includes(d)) });
}

/**
 * A linked training as a sheet names it: its date in the reader's language when one is given
 * (screens, PDFs, share pages), as stored otherwise (the data archive).
 */
export function trainingTitle(t: { id: number; metodologia: string; data: string }, lang?: Language): string {
  if (!t.data) return t.metodologia;
  return `${t.metodologia} (${lang ? formatShortDate(t.data, lang) || t.data : t.data})`;
}

/** A sheet as one row of the list. */
export function presentWeekSummary(row: WeekRow): WeekSummary {
  return { id: row.id, cabecalho: row.cabecalho, subtitulo: row.subtitulo, title: row.title, dataInicio: row.data_inicio, dataFim: row.data_fim, created_at: row.created_at };
}

/**
 * The only place a full sheet becomes JSON. `trainings` are the owner's trainings still existing
 * among the cells' links (a deleted training's link disappears).
 */
export function presentWeek(row: WeekRow, trainings: { id: number; metodologia: string; data: string }[], lang?: Language): Week {
  const byId = new Map(trainings.map((t) => [t.id, t]));
  const links: Week['treinos'] = {};
  for (const [cell, id] of Object.entries(parseCells<number>(row.links, 'number'))) {
    const t = byId.get(id);
    if (t) links[cell] = { id: t.id, title: trainingTitle(t, lang) };
  }
  return {
    ...presentWeekSummary(row),
    observacao: row.observacao,
    config: weekConfig(row),
    dia: parseCells<string>(row.dia, 'string'),
    time: parseCells<string>(row.time, 'string'),
    place: parseCells<string>(row.place, 'string'),
    treinos: links,
    img: row.img_key ? `/api/semanaimg/${row.id}` : null,
    updated_at: row.updated_at,
  };
}

/** The training ids a sheet links. */
export function linkedTrainingIds(row: Pick<WeekRow, 'links'>): number[] {
  return [...new Set(Object.values(parseCells<number>(row.links, 'number')))];
}
