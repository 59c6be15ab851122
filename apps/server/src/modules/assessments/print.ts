import { Circle, Line, Polyline, StyleSheet, Svg, Text, View } from '../../pdf/elements.ts';
import type { DocumentProps } from '@react-pdf/renderer';
import type { FastifyInstance } from 'fastify';
import { createElement as h } from 'react';
import type { ReactElement } from 'react';
import { BIOIMPEDANCE, REPORT_SERIES, chartGeometry, fatEquationParams, CIRCUMFERENCES, formatShortDate, MEASURES, PARQ_QUESTIONS, protocolSites, seriesOf, SKINFOLD_SITES, translate } from '@prancheta/shared';
import type { Anamnese, Assessment, EvolutionSeries, Language, MeasureKey } from '@prancheta/shared';
import { actorOf } from '../../access/actor.ts';
import type { Actor } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { headerBlock, imageBlock } from '../../pdf/blocks.ts';
import type { HeaderField } from '../../pdf/blocks.ts';
import { printDocument, printPage } from '../../pdf/document.ts';
import type { PdfImage } from '../../pdf/image.ts';
import { toPrintImage } from '../../pdf/print-image.ts';
import { PDF_FONT_BOLD } from '../../pdf/styles.ts';
import { renderPdf } from '../../pdf/render.ts';
import { printIds, printLanguage } from '../../print/query.ts';
import type { Query } from '../../print/query.ts';
import { findAthlete } from '../athletes/surface.ts';
import type { AthleteRow } from '../athletes/surface.ts';
import { coachPhotoUrl, presentAnamnese, presentAssessment } from './present.ts';
import { anamnesesRepo, assessmentsRepo, photosRepo } from './repo.ts';
import type { AssessmentRow } from './repo.ts';

const styles = StyleSheet.create({
  bar: { fontFamily: PDF_FONT_BOLD, fontSize: 13, paddingVertical: 5, paddingHorizontal: 6, marginBottom: 6 },
  section: { marginTop: 12 },
  sectionTitle: { fontFamily: PDF_FONT_BOLD, fontSize: 11, paddingVertical: 3, paddingHorizontal: 5, marginBottom: 4 },
  grid: { flexDirection: 'row', flexWrap: 'wrap' },
  cell: { width: '33.33%', flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2, paddingHorizontal: 5, borderBottomWidth: 0.5, borderColor: '#cccccc' },
  cellLabel: { color: '#444444' },
  cellValue: { fontFamily: PDF_FONT_BOLD },
  charts: { flexDirection: 'row', flexWrap: 'wrap', gap: 10 },
  chart: { width: 250 },
  chartTitle: { fontFamily: PDF_FONT_BOLD, fontSize: 9, marginBottom: 2 },
  axis: { fontSize: 7, color: '#666666' },
  table: { borderTopWidth: 0.5, borderColor: '#999999' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#cccccc' },
  th: { flex: 1, fontFamily: PDF_FONT_BOLD, fontSize: 8, padding: 3 },
  td: { flex: 1, fontSize: 9, padding: 3 },
  photos: { flexDirection: 'row', gap: 8, flexWrap: 'wrap' },
  note: { fontSize: 9, color: '#333333' },
  legend: { fontSize: 8, color: '#444444', marginTop: 3, paddingHorizontal: 5 },
});

/** A number in the report's language (decimal comma in pt-br and es). */
export function formatNumber(lang: Language, value: number, decimals: number): string {
  return new Intl.NumberFormat(lang === 'en-us' ? 'en-US' : lang === 'es-es' ? 'es-ES' : 'pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}

/** A stored date (YYYY-MM-DD) as the language writes it in tables (the web app's short form). */
const formatDate = (lang: Language, iso: string): string => formatShortDate(iso, lang);

type Cell = [label: string, value: string];

/** The taken measures among `keys`; a label gets ' *' when `starred` says so of its key. */
function measureCells(lang: Language, a: Assessment, keys: readonly MeasureKey[], starred: (key: MeasureKey) => boolean = () => false): Cell[] {
  return keys
    .filter((k) => a[k] != null)
    .map((k) => {
      const label = translate(lang, `assess.m.${k}`);
      return [starred(k) ? `${label} *` : label, `${formatNumber(lang, a[k]!, MEASURES[k].decimals)} ${MEASURES[k].unit}`.trim()];
    });
}

function cellGrid(cells: Cell[]): ReactElement {
  return h(
    View,
    { style: styles.grid },
    ...cells.map(([label, value], i) => h(View, { key: i, style: styles.cell }, h(Text, { style: styles.cellLabel }, label), h(Text, { style: styles.cellValue }, value))),
  );
}

function section(title: string, colours: readonly [string, string], body: ReactElement, key: string): ReactElement {
  return h(View, { key, style: styles.section, wrap: false }, h(Text, { style: [styles.sectionTitle, { backgroundColor: colours[0], color: colours[1] }] }, title), body);
}

/** The results of an assessment: BMI, skinfold composition, fat and lean mass. */
function resultCells(lang: Language, a: Assessment): Cell[] {
  const cells: Cell[] = [];
  const add = (key: string, v: number | null, decimals: number, unit: string, params: Record<string, string> = {}) => {
    if (v != null) cells.push([translate(lang, key, params), `${formatNumber(lang, v, decimals)} ${unit}`.trim()]);
  };
  add('assess.r.bmi', a.bmi, 1, 'kg/m²');
  add('assess.r.sum', a.sum_skinfolds, 1, 'mm');
  add('assess.r.density', a.density, 4, 'g/cm³');
  add('assess.r.fat', a.fat_pct, 1, '%', fatEquationParams([a]));
  add('assess.r.fat-kg', a.fat_kg, 1, 'kg');
  add('assess.r.lean-kg', a.lean_kg, 1, 'kg');
  return cells;
}

const CHART_W = 220;
const CHART_H = 90;
const CHART_PAD = 28;

/** One evolution line chart (react-pdf Svg) of a series, or null with fewer than two points. */
function chart(lang: Language, all: Assessment[], key: EvolutionSeries, colour: string): ReactElement | null {
  const pts = seriesOf(all, key);
  if (pts.length < 2) return null;
  const g = chartGeometry(pts, CHART_W, CHART_H);
  const at = (x: number, y: number) => `${x + CHART_PAD},${y + 6}`;
  return h(
    View,
    { key, style: styles.chart, wrap: false },
    h(Text, { style: styles.chartTitle }, translate(lang, `assess.series.${key}`, fatEquationParams(all))),
    h(
      Svg,
      { width: CHART_W + CHART_PAD + 8, height: CHART_H + 22 },
      ...g.ticks.map((t, i) => h(Line, { key: `t${i}`, x1: CHART_PAD, y1: t.y + 6, x2: CHART_W + CHART_PAD, y2: t.y + 6, stroke: '#dddddd', strokeWidth: 0.5 })),
      ...g.ticks.map((t, i) => h(Text, { key: `l${i}`, x: 0, y: t.y + 8, style: styles.axis }, formatNumber(lang, t.value, t.value % 1 === 0 ? 0 : 1))),
      h(Polyline, { points: g.points.map((p) => at(p.x, p.y)).join(' '), stroke: colour, strokeWidth: 1.5, fill: 'none' }),
      ...g.points.map((p, i) => h(Circle, { key: `p${i}`, cx: p.x + CHART_PAD, cy: p.y + 6, r: 2, fill: colour })),
      h(Text, { x: CHART_PAD, y: CHART_H + 20, style: styles.axis }, formatDate(lang, g.points[0]!.date)),
      h(Text, { x: CHART_W - 20, y: CHART_H + 20, style: styles.axis }, formatDate(lang, g.points.at(-1)!.date)),
    ),
  );
}

/** The A4 report of one assessment: header, measures, results, evolution up to it, posture photos, anamnese summary. */
export function assessmentPdf(lang: Language, athleteName: string, a: Assessment, history: Assessment[], photos: PdfImage[], anamnese: Anamnese): ReactElement<DocumentProps> {
  const colours = a.colors.header;
  const t = (k: string) => translate(lang, k);
  const header: HeaderField[] = [
    { label: t('assess.athlete'), value: athleteName, colours },
    { label: t('assess.date'), value: formatDate(lang, a.date), colours },
    { label: t('assess.age'), value: String(a.age), colours },
    { label: t('assess.sex'), value: t(`assess.sex-${a.sex}`), colours },
    { label: t('assess.protocol'), value: t(`assess.protocol-${a.protocol}`), colours, wide: true },
  ];
  const children: ReactElement[] = [
    h(Text, { key: 'title', style: [styles.bar, { backgroundColor: colours[0], color: colours[1] }] }, `${t('assess.report-title')} · ${athleteName}`),
    h(View, { key: 'header' }, headerBlock({ fields: header })),
  ];
  const body = measureCells(lang, a, ['weight', 'height']);
  const results = resultCells(lang, a);
  if (body.length + results.length > 0) children.push(section(t('assess.section.body'), colours, cellGrid([...body, ...results]), 'body'));
  // The protocol's own sites are starred by key (not by position among the taken ones), with the legend below.
  const protocolKeys = new Set<MeasureKey>(protocolSites(a.protocol, a.sex).map((s) => `sf_${s}` as MeasureKey));
  const folds = measureCells(
    lang,
    a,
    SKINFOLD_SITES.map((s) => `sf_${s}` as MeasureKey),
    (k) => protocolKeys.has(k),
  );
  if (folds.length > 0) {
    const legend = folds.some(([label]) => label.endsWith(' *')) ? h(Text, { style: styles.legend }, `${t('assess.required-sites')} (${t(`assess.protocol-${a.protocol}`)})`) : null;
    children.push(section(t('assess.section.skinfolds'), colours, h(View, null, cellGrid(folds), legend), 'folds'));
  }
  const circ = measureCells(
    lang,
    a,
    CIRCUMFERENCES.map((c) => `circ_${c}` as MeasureKey),
  );
  if (circ.length > 0) children.push(section(t('assess.section.circumferences'), colours, cellGrid(circ), 'circ'));
  const bio = measureCells(lang, a, BIOIMPEDANCE);
  if (bio.length > 0) children.push(section(t('assess.section.bioimpedance'), colours, cellGrid(bio), 'bio'));
  const vitals = measureCells(lang, a, ['resting_hr']);
  if (a.bp_systolic != null && a.bp_diastolic != null) vitals.push([t('assess.bp'), `${a.bp_systolic}/${a.bp_diastolic} mmHg`]);
  if (vitals.length > 0) children.push(section(t('assess.section.vitals'), colours, cellGrid(vitals), 'vitals'));

  const charts = REPORT_SERIES
    .map((k) => chart(lang, history, k, colours[0] === '#ffffff' ? '#1c7ed6' : colours[0]))
    .filter((c): c is ReactElement => c !== null);
  if (charts.length > 0) {
    const rows = history.slice(-8);
    const table = h(
      View,
      { style: styles.table },
      h(
        View,
        { style: styles.row },
        ...['assess.date', 'assess.m.weight', 'assess.r.bmi', 'assess.r.fat', 'assess.r.lean-kg'].map((k) => h(Text, { key: k, style: styles.th }, translate(lang, k, fatEquationParams(rows)))),
      ),
      ...rows.map((r) =>
        h(
          View,
          { key: r.id, style: styles.row },
          h(Text, { style: styles.td }, formatDate(lang, r.date)),
          ...[r.weight, r.bmi, r.fat_pct, r.lean_kg].map((v, i) => h(Text, { key: i, style: styles.td }, v == null ? '-' : formatNumber(lang, v, 1))),
        ),
      ),
    );
    children.push(
      h(
        View,
        { key: 'evolution', style: styles.section },
        h(Text, { style: [styles.sectionTitle, { backgroundColor: colours[0], color: colours[1] }] }, t('assess.section.evolution')),
        h(View, { style: styles.charts }, ...charts),
        table,
      ),
    );
  }
  if (photos.length > 0) {
    children.push(
      section(
        t('assess.section.photos'),
        colours,
        h(View, { style: styles.photos }, ...photos.map((p, i) => h(View, { key: i }, imageBlock({ image: p, maxWidth: 120, maxHeight: 170 })))),
        'photos',
      ),
    );
  }
  const yes = PARQ_QUESTIONS.filter((q) => anamnese.parq[q] === true);
  if (anamnese.updated_at) {
    const lines = [
      yes.length > 0 ? `${t('assess.parq-alert')} (${yes.map((q) => q.toUpperCase()).join(', ')})` : t('assess.parq-clear'),
      ...(['medications', 'injuries', 'goals'] as const).filter((k) => anamnese[k] !== '').map((k) => `${t(`assess.an.${k}`)}: ${anamnese[k]}`),
    ];
    children.push(section(t('assess.section.anamnese'), colours, h(View, null, ...lines.map((l, i) => h(Text, { key: i, style: styles.note }, l))), 'anamnese'));
  }
  if (a.notes) children.push(section(t('assess.notes'), colours, h(Text, { style: styles.note }, a.notes), 'notes'));
  const title = t('assess.report-title');
  return printDocument({ title, lang, children: [printPage({ lang, footer: `Prancheta · ${title}`, children })] });
}

/** The PDF bytes of one assessment of the actor's athlete (print route and account archive). */
export async function assessmentPdfBytes(ctx: AppContext, actor: Actor, row: AssessmentRow, athlete: Pick<AthleteRow, 'id' | 'name'>, lang: Language): Promise<Buffer> {
  const rows = await assessmentsRepo.ofAthlete(ctx.db, actor, athlete.id);
  const photoRows = await photosRepo.of(
    ctx.db,
    actor,
    rows.map((r) => r.id),
  );
  const all = rows.map((r) => presentAssessment(r, photoRows, coachPhotoUrl));
  const current = all.find((a) => a.id === row.id) ?? presentAssessment(row, photoRows, coachPhotoUrl);
  // The evolution up to this assessment (a report of March does not show April).
  const history = all.filter((a) => a.date < current.date || (a.date === current.date && a.id <= current.id));
  const photos: PdfImage[] = [];
  for (const p of photoRows.filter((x) => x.assessment_id === row.id)) {
    if (!(await ctx.storage.exists(p.file_key))) continue;
    const img = await toPrintImage(await ctx.storage.get(p.file_key), 400, 560);
    if (img) photos.push(img);
  }
  const anamnese = presentAnamnese(await anamnesesRepo.ofAthlete(ctx.db, actor, athlete.id));
  return renderPdf(assessmentPdf(lang, athlete.name, current, history, photos, anamnese));
}

/** GET /api/print/avaliacao?avaliacao=&lang=&token=: one assessment as an A4 PDF (print token, like print/fitnes). */
export async function assessmentPrintRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/print/avaliacao', { config: { access: access.print, rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags: ['print'] } }, async (request, reply) => {
    const actor = actorOf(request);
    const query = request.query as Query;
    const ids = printIds(query, 'avaliacao');
    if (!ids || ids.length !== 1) throw new HttpError(422, 'validation.general', {}, { avaliacao: ['validation.required'] });
    const row = await assessmentsRepo.find(ctx.db, actor, ids[0]!);
    const athlete = row ? await findAthlete(ctx.db, actor, row.athlete_id) : null;
    if (!row || !athlete) throw notFound('assess.not-found');
    const pdf = await assessmentPdfBytes(ctx, actor, row, athlete, printLanguage(query));
    return reply.type('application/pdf').header('content-disposition', `inline; filename="avaliacao-${row.id}.pdf"`).header('cache-control', 'private, no-store').send(pdf);
  });
}
