import type { DocumentProps } from '@react-pdf/renderer';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createElement as h } from 'react';
import type { ReactElement } from 'react';
import { addDays, dayNumber, dbId, formatShortDate, idParams, isIsoDay, translate } from '@prancheta/shared';
import type { AcwrZone, AcwrZones, AthleteFigures, BoardRow, DayFigures, Language } from '@prancheta/shared';
import { z } from 'zod';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { headerBlock } from '../../pdf/blocks.ts';
import type { HeaderField } from '../../pdf/blocks.ts';
import { printDocument, printPage } from '../../pdf/document.ts';
import { Line, Polyline, Rect, StyleSheet, Svg, Text, View } from '../../pdf/elements.ts';
import { renderPdf } from '../../pdf/render.ts';
import { PDF_FONT_BOLD } from '../../pdf/styles.ts';
import { printLanguage } from '../../print/query.ts';
import { categoryLabel } from '../../clubs/categories.ts';
import { ownAthlete } from '../athletes/surface.ts';
import { boardAthletes, loadRepo } from './repo.ts';
import { boardOf, figuresOf, zonesOf } from './service.ts';

/** The report's colours: a blue bar with white text (rows needing attention are tinted orange). */
const BAR: readonly [string, string] = ['#1c7ed6', '#ffffff'];
/** Drawing width of the daily chart: the A4 page between its side margins. */
const CHART_W = 523;
const CHART_H = 120;
const AXIS = 30;

const styles = StyleSheet.create({
  bar: { fontFamily: PDF_FONT_BOLD, fontSize: 13, paddingVertical: 5, paddingHorizontal: 6, marginBottom: 6, backgroundColor: BAR[0], color: BAR[1] },
  section: { marginTop: 12 },
  sectionTitle: { fontFamily: PDF_FONT_BOLD, fontSize: 11, paddingVertical: 3, paddingHorizontal: 5, marginBottom: 4, backgroundColor: BAR[0], color: BAR[1] },
  table: { borderTopWidth: 0.5, borderColor: '#999999' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#cccccc' },
  th: { flex: 1, fontFamily: PDF_FONT_BOLD, fontSize: 8, padding: 3 },
  td: { flex: 1, fontSize: 8.5, padding: 3 },
  wide: { flex: 2 },
  axis: { fontSize: 7, color: '#666666' },
  legend: { fontSize: 8, color: '#444444', marginTop: 3 },
  empty: { fontSize: 9, color: '#444444' },
});

/** A number in the report's language (decimal comma in pt-br and es). */
function num(lang: Language, value: number | null | undefined, decimals: number): string {
  if (value == null) return '-';
  return new Intl.NumberFormat(lang === 'en-us' ? 'en-US' : lang === 'es-es' ? 'es-ES' : 'pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}

/** A ratio with its zone's name ("1,42 · Caution"), or a dash. */
function ratioCell(lang: Language, value: number | null | undefined, zone: AcwrZone | null | undefined): string {
  return value == null ? '-' : `${num(lang, value, 2)}${zone ? ` · ${translate(lang, `load.zone.${zone}`)}` : ''}`;
}

/** A table: a header row and rows of cells; `wideFirst` gives the first column twice the width. */
function table(headers: string[], rows: string[][], wideFirst = false, rowColours: (string | null)[] = []): ReactElement {
  const th = (i: number) => (wideFirst && i === 0 ? [styles.th, styles.wide] : styles.th);
  const td = (i: number) => (wideFirst && i === 0 ? [styles.td, styles.wide] : styles.td);
  return h(
    View,
    { style: styles.table },
    h(View, { style: styles.row, fixed: true }, ...headers.map((t, i) => h(Text, { key: i, style: th(i) }, t))),
    ...rows.map((r, k) =>
      h(View, { key: k, style: [styles.row, rowColours[k] ? { backgroundColor: rowColours[k]! } : {}], wrap: false }, ...r.map((t, i) => h(Text, { key: i, style: td(i) }, t))),
    ),
  );
}

function section(title: string, body: ReactElement, key: string): ReactElement {
  return h(View, { key, style: styles.section }, h(Text, { style: styles.sectionTitle, minPresenceAhead: 40 }, title), body);
}

/** The period's daily loads as bars with the acute (solid) and chronic (dashed) EWMA lines. */
function dailyChart(lang: Language, days: DayFigures[]): ReactElement {
  const t = (k: string) => translate(lang, k);
  const w = CHART_W - AXIS;
  const top = Math.max(1, ...days.map((d) => Math.max(d.load, d.acute, d.chronic)));
  const step = w / Math.max(1, days.length);
  const y = (v: number) => 4 + CHART_H - (v / top) * CHART_H;
  const x = (i: number) => AXIS + i * step + step / 2;
  const line = (key: 'acute' | 'chronic') => days.map((d, i) => `${x(i).toFixed(1)},${y(d[key]).toFixed(1)}`).join(' ');
  return h(
    View,
    { wrap: false },
    h(
      Svg,
      { width: CHART_W, height: CHART_H + 20 },
      h(Line, { x1: AXIS, y1: y(0), x2: CHART_W, y2: y(0), stroke: '#999999', strokeWidth: 0.5 }),
      h(Line, { x1: AXIS, y1: y(top / 2), x2: CHART_W, y2: y(top / 2), stroke: '#dddddd', strokeWidth: 0.5 }),
      h(Text, { x: 0, y: y(top) + 6, style: styles.axis }, num(lang, top, 0)),
      h(Text, { x: 0, y: y(top / 2) + 3, style: styles.axis }, num(lang, top / 2, 0)),
      h(Text, { x: 0, y: y(0), style: styles.axis }, '0'),
      ...days.map((d, i) =>
        d.load > 0 ? h(Rect, { key: d.date, x: AXIS + i * step + step * 0.1, y: y(d.load), width: Math.max(0.5, step * 0.8), height: y(0) - y(d.load), fill: '#a5d8ff' }) : null,
      ),
      days.length > 1 ? h(Polyline, { points: line('acute'), stroke: '#1864ab', strokeWidth: 1.2, fill: 'none' }) : null,
      days.length > 1 ? h(Polyline, { points: line('chronic'), stroke: '#e8590c', strokeWidth: 1.2, strokeDasharray: '3,2', fill: 'none' }) : null,
      h(Text, { x: AXIS, y: CHART_H + 18, style: styles.axis }, formatShortDate(days[0]?.date ?? '', lang)),
      h(Text, { x: CHART_W - 40, y: CHART_H + 18, style: styles.axis }, formatShortDate(days.at(-1)?.date ?? '', lang)),
    ),
    h(Text, { style: styles.legend }, t('load.chart-daily-legend')),
  );
}

const zonesText = (lang: Language, z: AcwrZones) => `${num(lang, z.low, 2)} · ${num(lang, z.target, 2)} · ${num(lang, z.caution, 2)}`;
const periodText = (lang: Language, from: string, to: string) => `${formatShortDate(from, lang)} – ${formatShortDate(to, lang)}`;

/** One athlete's report: header, daily chart, weekly table (load, monotony, strain, both ratios), wellness table. */
export function athleteLoadPdf(
  lang: Language,
  athlete: { name: string; group_label: string },
  f: AthleteFigures,
  from: string,
  to: string,
  zones: AcwrZones,
): ReactElement<DocumentProps> {
  const t = (k: string) => translate(lang, k);
  const header: HeaderField[] = [
    { label: t('load.athlete'), value: athlete.name, colours: BAR },
    { label: t('load.group'), value: athlete.group_label, colours: BAR },
    { label: t('load.pdf.period'), value: periodText(lang, from, to), colours: BAR },
    { label: t('load.zones'), value: zonesText(lang, zones), colours: BAR },
  ];
  const byDate = new Map(f.days.map((d) => [d.date, d]));
  const weeks = f.weeks.map((w) => {
    const last = byDate.get(addDays(w.start, 6) < to ? addDays(w.start, 6) : to) ?? null;
    return [
      formatShortDate(w.start, lang),
      num(lang, w.load, 0),
      num(lang, w.monotony, 2),
      num(lang, w.strain, 0),
      ratioCell(lang, last?.rolling, last?.rolling_zone),
      ratioCell(lang, last?.ewma, last?.ewma_zone),
    ];
  });
  const children: ReactElement[] = [
    h(Text, { key: 'title', style: styles.bar }, `${t('load.pdf.athlete-title')} · ${athlete.name}`),
    h(View, { key: 'header' }, headerBlock({ fields: header })),
  ];
  if (f.days.length === 0) children.push(h(Text, { key: 'empty', style: [styles.empty, styles.section] }, t('load.empty')));
  else {
    children.push(section(t('load.chart-daily'), dailyChart(lang, f.days), 'chart'));
    if (f.rolling_from && f.rolling_from > from)
      children.push(h(Text, { key: 'wait', style: styles.legend }, translate(lang, 'load.rolling-wait', { date: formatShortDate(f.rolling_from, lang) })));
    children.push(
      section(
        t('load.weeks'),
        h(
          View,
          null,
          table([t('load.week-of'), t('load.pdf.load'), t('load.monotony'), t('load.strain'), t('load.acwr-rolling'), t('load.acwr-ewma')], weeks),
          h(Text, { style: styles.legend }, t('load.pdf.weeks-legend')),
        ),
        'weeks',
      ),
    );
  }
  const items = ['sleep', 'stress', 'fatigue', 'soreness'] as const;
  children.push(
    section(
      t('load.wellness-title'),
      f.wellness.length === 0
        ? h(Text, { style: styles.empty }, t('load.wellness-empty'))
        : table(
            [t('load.field.date'), ...items.map((k) => t(`load.wellness.${k}`)), t('load.hooper'), t('load.flagged')],
            f.wellness.map((w) => [formatShortDate(w.date, lang), ...items.map((k) => String(w[k])), String(w.index), w.flagged ? flagText(lang, w.flag) : '']),
            false,
            f.wellness.map((w) => (w.flagged ? '#fff4e6' : null)),
          ),
      'wellness',
    ),
  );
  const title = t('load.pdf.athlete-title');
  return printDocument({ title, lang, children: [printPage({ lang, footer: `Prancheta · ${title} · ${athlete.name}`, children })] });
}

/** Why a reading is flagged, in words ("Index · Fatigue"). */
function flagText(lang: Language, flag: { highIndex: boolean; items: string[] }): string {
  return [...(flag.highIndex ? [translate(lang, 'load.hooper')] : []), ...flag.items.map((k) => translate(lang, `load.wellness.${k}`))].join(' · ');
}

/** A group's report: one row per athlete like the risk board on the period's last day, with the period's load. */
export function groupLoadPdf(
  lang: Language,
  groupName: string,
  rows: (BoardRow & { period_load: number })[],
  from: string,
  to: string,
  zones: AcwrZones,
): ReactElement<DocumentProps> {
  const t = (k: string) => translate(lang, k);
  const weeks = (dayNumber(to) - dayNumber(from) + 1) / 7;
  const header: HeaderField[] = [
    { label: t('load.group'), value: groupName, colours: BAR },
    { label: t('load.pdf.period'), value: periodText(lang, from, to), colours: BAR },
    { label: t('load.pdf.athletes'), value: String(rows.length), colours: BAR },
    { label: t('load.zones'), value: zonesText(lang, zones), colours: BAR },
  ];
  const body = rows.map((r) => [
    r.name,
    num(lang, r.period_load, 0),
    num(lang, r.period_load / weeks, 0),
    num(lang, r.week.load, 0),
    num(lang, r.week.monotony, 2),
    num(lang, r.week.strain, 0),
    ratioCell(lang, r.today?.rolling, r.today?.rolling_zone),
    ratioCell(lang, r.today?.ewma, r.today?.ewma_zone),
    r.wellness ? `${r.wellness.index}${r.wellness.flagged ? ' !' : ''} (${formatShortDate(r.wellness.date, lang)})` : '-',
    r.attention.map((a) => t(`load.attention.${a}`)).join(' · '),
  ]);
  const children: ReactElement[] = [
    h(Text, { key: 'title', style: styles.bar }, `${t('load.pdf.group-title')} · ${groupName}`),
    h(View, { key: 'header' }, headerBlock({ fields: header })),
    rows.length === 0
      ? h(Text, { key: 'empty', style: [styles.empty, styles.section] }, t('load.board-empty'))
      : section(
          t('load.pdf.group-table'),
          h(
            View,
            null,
            table(
              [
                t('load.athlete'),
                t('load.pdf.period-load'),
                t('load.pdf.weekly-mean'),
                t('load.week-load'),
                t('load.monotony'),
                t('load.strain'),
                t('load.acwr-rolling'),
                t('load.acwr-ewma'),
                t('load.hooper'),
                t('load.flagged'),
              ],
              body,
              true,
              rows.map((r) => (r.attention.length ? '#fff4e6' : null)),
            ),
            h(Text, { style: styles.legend }, translate(lang, 'load.pdf.group-legend', { date: formatShortDate(to, lang) })),
          ),
          'table',
        ),
  ];
  const title = t('load.pdf.group-title');
  return printDocument({ title, lang, children: [printPage({ lang, landscape: true, footer: `Prancheta · ${title} · ${groupName}`, children })] });
}

const day = z.string().refine(isIsoDay, { message: 'validation.invalid' });
/** The report's period: up to about a year and a month, like the figures. */
const period = z
  .object({ from: day, to: day, lang: z.string().max(10).optional() })
  .refine((p) => p.from <= p.to, { message: 'presencas.period-invalid', path: ['to'] })
  .refine((p) => dayNumber(p.to) - dayNumber(p.from) <= 400, { message: 'presencas.period-too-long', path: ['to'] });
const groupQuery = z
  .object({ from: day, to: day, lang: z.string().max(10).optional(), group: z.string().max(100).optional(), category: dbId.optional() })
  .refine((p) => p.from <= p.to, { message: 'presencas.period-invalid', path: ['to'] })
  .refine((p) => dayNumber(p.to) - dayNumber(p.from) <= 400, { message: 'presencas.period-too-long', path: ['to'] });

const pdfHeaders = { 'cache-control': 'private, no-store' };

/**
 * GET /api/print/carga/atletas/:id?from=&to=&lang=&token= (one athlete) and
 * GET /api/print/carga/grupo?from=&to=&group=|category=&lang=&token= (a roster group, a club
 * category, or all athletes): A4 PDFs of the training load over a period, opened by print windows
 * with a short-lived print token (never the session token).
 */
export async function loadPrintRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.print, rateLimit: { max: 30, timeWindow: '1 minute' } };
  const tags = ['print'];

  api.get('/print/carga/atletas/:id', { config, schema: { tags, params: idParams, querystring: period } }, async (request, reply) => {
    const athlete = await ownAthlete(ctx, request, request.params.id);
    const actor = actorOf(request);
    const { from, to } = request.query;
    const lang = printLanguage({ lang: request.query.lang });
    const [figures, zones] = await Promise.all([figuresOf(ctx.db, actor, athlete.id, from, to), zonesOf(ctx.db, actor)]);
    const pdf = await renderPdf(athleteLoadPdf(lang, athlete, figures, from, to, zones));
    return reply.type('application/pdf').headers(pdfHeaders).header('content-disposition', `inline; filename="carga-${athlete.id}-${from}-${to}.pdf"`).send(pdf);
  });

  api.get('/print/carga/grupo', { config, schema: { tags, querystring: groupQuery } }, async (request, reply) => {
    const actor = actorOf(request);
    const { from, to, group, category } = request.query;
    const lang = printLanguage({ lang: request.query.lang });
    let groupName = group ?? translate(lang, 'load.all-groups');
    if (category !== undefined) {
      const name = await categoryLabel(ctx.db, actor, category);
      if (name === null) throw notFound('load.category-not-found');
      groupName = name;
    }
    const athletes = await boardAthletes(ctx.db, actor, { group, category });
    const ids = athletes.map((a) => a.id);
    const [board, sums, zones] = await Promise.all([boardOf(ctx.db, actor, athletes, to), loadRepo.dailySums(ctx.db, actor, ids, from, to), zonesOf(ctx.db, actor)]);
    const totals = new Map<number, number>();
    for (const s of sums) totals.set(s.athlete_id, (totals.get(s.athlete_id) ?? 0) + Number(s.load));
    const rows = board.map((r) => ({ ...r, period_load: totals.get(r.athlete_id) ?? 0 }));
    const pdf = await renderPdf(groupLoadPdf(lang, groupName, rows, from, to, zones));
    return reply.type('application/pdf').headers(pdfHeaders).header('content-disposition', `inline; filename="carga-grupo-${from}-${to}.pdf"`).send(pdf);
  });
}
