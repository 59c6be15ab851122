import type { Week, WeekCellKey, WeekColourPart, Weekday } from '@prancheta/shared';
import { WEEK_COLOUR_PARTS, WEEK_DEFAULT_COLOURS, WEEK_DEFAULT_DAYS, WEEK_JSON_FIELDS, weekFields } from '@prancheta/shared';
import { toFormData } from '../../api/formData.ts';
import i18n from '../../i18n/i18n.ts';
import { zodResolver } from '../../components/form/index.ts';
import type { FieldErrors } from '../../components/form/index.ts';

/** The weekly sheet editor's values. */
export interface WeekFormValues {
  cabecalho: string;
  subtitulo: string;
  title: string;
  observacao: string;
  dataInicio: string;
  config: { colors: Record<WeekColourPart, [string, string]>; range: string; morning: string; night: string; days: Weekday[] };
  dia: Partial<Record<WeekCellKey, string>>;
  time: Partial<Record<WeekCellKey, string>>;
  place: Partial<Record<WeekCellKey, string>>;
  treinos: Partial<Record<WeekCellKey, number>>;
}

function defaultColours(): Record<WeekColourPart, [string, string]> {
  return Object.fromEntries(WEEK_COLOUR_PARTS.map((p) => [p, [...WEEK_DEFAULT_COLOURS[p]]])) as Record<WeekColourPart, [string, string]>;
}

/** A new sheet: starts today, only segunda checked, default colours. */
export function emptyWeek(today = new Date()): WeekFormValues {
  const iso = new Date(today.getTime() - today.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  return { cabecalho: '', subtitulo: '', title: '', observacao: '', dataInicio: iso, config: { colors: defaultColours(), range: '', morning: '', night: '', days: [...WEEK_DEFAULT_DAYS] }, dia: {}, time: {}, place: {}, treinos: {} };
}

/** The editor's values of a stored sheet. */
export function weekValues(w: Week): WeekFormValues {
  const colors = defaultColours();
  for (const p of WEEK_COLOUR_PARTS) if (w.config.colors[p]) colors[p] = [...w.config.colors[p]] as [string, string];
  return {
    cabecalho: w.cabecalho,
    subtitulo: w.subtitulo,
    title: w.title,
    observacao: w.observacao,
    dataInicio: w.dataInicio,
    config: { ...w.config, colors, days: [...w.config.days] },
    dia: { ...w.dia },
    time: { ...w.time },
    place: { ...w.place },
    treinos: Object.fromEntries(Object.entries(w.treinos).map(([k, v]) => [k, v.id])),
  };
}

/** The client-side check: the shared schema (same rules and messages as the server). */
export const validateWeek: (values: WeekFormValues) => FieldErrors = zodResolver(weekFields, (key, params) => (i18n.exists(key) ? i18n.t(key, params) : null));

/** The multipart body of POST semana[/{id}]: texts, the JSON fields (config, dia, time, place, treinos) and the optional image. */
export function weekFormData(values: WeekFormValues, img: File | null): FormData {
  const json = Object.fromEntries(WEEK_JSON_FIELDS.map((key) => [key, JSON.stringify(values[key])]));
  return toFormData({ cabecalho: values.cabecalho, subtitulo: values.subtitulo, title: values.title, observacao: values.observacao, dataInicio: values.dataInicio, ...json, img });
}

/** The visible text length of rich text (what the server limits per cell). */
export function visibleLength(html: string): number {
  if (!html) return 0;
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').length;
}
