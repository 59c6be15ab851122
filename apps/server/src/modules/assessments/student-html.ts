import type { Anamnese, Assessment, EvolutionSeries, Language, SessionMark } from '@prancheta/shared';
import { ANAMNESE_TEXTS, LOAD_MINUTES_MAX, LOAD_MINUTES_MIN, fatEquationParams, REPORT_SERIES, seriesDecimals, ASSESSMENT_TEXT_MAX, chartGeometry, formatShortDate, PARQ_QUESTIONS, seriesOf, translate } from '@prancheta/shared';
import type { UserActor } from '../../access/actor.ts';
import { userActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import type { StudentAccess } from '../athletes/surface.ts';
import { lastMarkMinutes } from '../load/surface.ts';
import { html, trusted } from '../share/surface.ts';
import type { SafeHtml } from '../share/surface.ts';
import { formatNumber } from './print.ts';
import { presentAnamnese, presentAssessment, presentMark } from './present.ts';
import { anamnesesRepo, assessmentsRepo, marksRepo, photosRepo } from './repo.ts';

/** The student page's path of a form of this module (outside /api, posted by the page's plain HTML forms). */
export const studentFormPath = (token: string, rest: string): string => `/aluno/${encodeURIComponent(token)}/${rest}`;

/** The duration a "mark as done" form starts from before the athlete's first one. */
const DEFAULT_MARK_MINUTES = 60;

/** Styles of these sections (the page's stylesheet is the share page's; the policy allows inline styles). */
const CSS = `
.as-card{background:#fff;border-radius:8px;padding:10px 12px;margin:10px 0;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.as-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:6px 12px;margin:8px 0 0}
.as-grid dt{font-size:13px;color:#495057}
.as-grid dd{margin:0;font-weight:700}
.as-chart{width:100%;height:auto;display:block}
.as-form label{display:block;font-weight:600;font-size:15px;margin:10px 0 4px}
.as-form textarea,.as-form select,.as-form .as-num{width:100%;font:inherit;padding:8px;border:1px solid #ced4da;border-radius:6px;background:#fff}
.as-form fieldset{border:0;padding:0;margin:10px 0}
.as-form legend{font-size:15px;margin-bottom:4px}
.as-form .yn{display:flex;gap:8px}
.as-form .yn label{display:flex;align-items:center;gap:6px;margin:0;padding:8px 14px;border:1px solid #ced4da;border-radius:6px;background:#fff;font-weight:500;min-height:44px}
.as-btn{font:inherit;font-weight:600;color:#fff;background:#1971c2;border:0;border-radius:6px;padding:10px 16px;min-height:44px;margin-top:10px;cursor:pointer;width:100%}
.as-btn:focus-visible,.as-form :focus-visible{outline:3px solid #ffd43b;outline-offset:2px}
.as-ok{background:#d3f9d8;color:#237032;border-radius:6px;padding:8px 10px;margin:10px 0;font-weight:600}
.as-done{color:#237032;font-weight:600;font-size:14px}
details.as-card summary{cursor:pointer;font-weight:600;min-height:32px}
.as-photos{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.as-photos img{width:calc(25% - 5px);min-width:70px;height:auto;border-radius:6px}
`;

/** One evolution line chart as inline SVG (no script), or nothing with fewer than two points. */
function chartSvg(lang: Language, all: Assessment[], key: EvolutionSeries): SafeHtml | '' {
  const points = seriesOf(all, key);
  if (points.length < 2) return '';
  const W = 320;
  const H = 150;
  const left = 38;
  const top = 8;
  const g = chartGeometry(points, W - left - 10, H - top - 24);
  const label = translate(lang, 'assess.chart-label', {
    series: translate(lang, `assess.series.${key}`, fatEquationParams(all)),
    points: points.map((p) => `${formatShortDate(p.date, lang)} ${formatNumber(lang, p.value, seriesDecimals(key))}`).join('; '),
  });
  const poly = g.points.map((p) => `${(p.x + left).toFixed(1)},${(p.y + top).toFixed(1)}`).join(' ');
  return html`<div class="as-card" data-testid="student-chart-${key}">
    <div class="meta">${translate(lang, `assess.series.${key}`, fatEquationParams(all))}</div>
    <svg class="as-chart" viewBox="0 0 ${W} ${H}" role="img" aria-label="${label}">
      ${g.ticks.map((t) => html`<line x1="${left}" x2="${W - 10}" y1="${(t.y + top).toFixed(1)}" y2="${(t.y + top).toFixed(1)}" stroke="#dee2e6" stroke-width="1" /><text x="${left - 4}" y="${(t.y + top + 4).toFixed(1)}" text-anchor="end" font-size="10" fill="#495057">${formatNumber(lang, t.value, t.value % 1 === 0 ? 0 : 1)}</text>`)}
      <polyline points="${poly}" fill="none" stroke="#1c7ed6" stroke-width="2.5" stroke-linejoin="round" />
      ${g.points.map((p) => html`<circle cx="${(p.x + left).toFixed(1)}" cy="${(p.y + top).toFixed(1)}" r="3.5" fill="#1c7ed6" />`)}
      <text x="${left}" y="${H - 6}" font-size="10" fill="#495057">${formatShortDate(points[0]!.date, lang)}</text>
      <text x="${W - 10}" y="${H - 6}" font-size="10" text-anchor="end" fill="#495057">${formatShortDate(points.at(-1)!.date, lang)}</text>
    </svg>
  </div>`;
}

/** The headline figures of one assessment. */
function assessmentCard(lang: Language, a: Assessment): SafeHtml {
  const t = (k: string, p: Record<string, string | number> = {}) => translate(lang, k, p);
  const n = (v: number | null | undefined, d: number, unit: string) => (v == null ? null : `${formatNumber(lang, v, d)} ${unit}`.trim());
  const rows: [string, string | null][] = [
    [t('assess.m.weight'), n(a.weight, 1, 'kg')],
    [t('assess.m.height'), n(a.height, 1, 'cm')],
    [t('assess.r.bmi'), n(a.bmi, 1, 'kg/m²')],
    [t('assess.r.fat', fatEquationParams([a])), n(a.fat_pct, 1, '%')],
    [t('assess.r.lean-kg'), n(a.lean_kg, 1, 'kg')],
    [t('assess.m.bio_fat_pct'), n(a.bio_fat_pct, 1, '%')],
    [t('assess.m.circ_waist'), n(a.circ_waist, 1, 'cm')],
    [t('assess.m.resting_hr'), n(a.resting_hr, 0, 'bpm')],
    [t('assess.bp'), a.bp_systolic != null && a.bp_diastolic != null ? `${a.bp_systolic}/${a.bp_diastolic} mmHg` : null],
  ];
  return html`<article class="as-card" data-testid="student-assessment">
    <div class="meta">${formatShortDate(a.date, lang)}${a.protocol !== 'none' ? ` · ${t(`assess.protocol-${a.protocol}`)}` : ''}</div>
    <dl class="as-grid">
      ${rows
        .filter((r): r is [string, string] => r[1] !== null)
        .map(
          ([k, v]) =>
            html`<div>
              <dt>${k}</dt>
              <dd>${v}</dd>
            </div>`,
        )}
    </dl>
    ${a.photos.length > 0 ? html`<div class="as-photos">${a.photos.map((p, i) => html`<img src="${p.url}" alt="${t('assess.photo-alt', { n: i + 1 })}" loading="lazy" />`)}</div>` : ''}
  </article>`;
}

/** The anamnese form (PAR-Q yes/no radios and the health texts), filled with the stored answers. */
function anamneseForm(lang: Language, token: string, a: Anamnese): SafeHtml {
  const t = (k: string, p: Record<string, string | number> = {}) => translate(lang, k, p);
  return html`<form class="as-form as-card" method="post" action="${studentFormPath(token, 'anamnese')}" data-testid="student-anamnese">
    <p>${t('assess.anamnese-intro')}</p>
    ${a.updated_at ? html`<p class="meta" data-testid="student-anamnese-filled">${t(a.filled_by === 'student' ? 'assess.filled-by-student' : 'assess.filled-by-coach', { date: formatShortDate(a.updated_at, lang) })}</p>` : ''}
    ${PARQ_QUESTIONS.map(
      (q, i) =>
        html`<fieldset>
          <legend>${i + 1}. ${t(`assess.parq.${q}`)}</legend>
          <div class="yn">
            <label><input type="radio" name="parq[${q}]" value="false" ${a.parq[q] === false ? trusted(' checked') : ''} data-testid="parq-${q}-no" /> ${t('assess.no')}</label>
            <label><input type="radio" name="parq[${q}]" value="true" ${a.parq[q] === true ? trusted(' checked') : ''} data-testid="parq-${q}-yes" /> ${t('assess.yes')}</label>
          </div>
        </fieldset>`,
    )}
    ${ANAMNESE_TEXTS.map((k) => html`<label for="an-${k}">${t(`assess.an.${k}`)}</label><textarea id="an-${k}" name="${k}" rows="3" maxlength="${ASSESSMENT_TEXT_MAX}" data-testid="an-${k}">${a[k]}</textarea>`)}
    <button class="as-btn" type="submit" data-testid="student-anamnese-send">${t('assess.anamnese-send')}</button>
  </form>`;
}

/**
 * "Mark as done" of one assigned sheet or session: effort 0-10 with the CR-10 scale's words, the
 * session's minutes (for its training load; blank: the mark only) and a comment, in a collapsible
 * card. Once marked, the card's always-visible line says so (date and effort) instead of "mark as
 * done"; opening it still allows marking a later session.
 */
function markForm(lang: Language, token: string, sheet: { id: number; title: string }, last: SessionMark | undefined, minutes: number): SafeHtml {
  const t = (k: string, p: Record<string, string | number> = {}) => translate(lang, k, p);
  return html`<details class="as-card" data-testid="mark-${sheet.id}">
    <summary>${sheet.title} · ${last ? html`<span class="as-done" data-testid="marked-${sheet.id}">✓ ${t('assess.done-on', { date: formatShortDate(last.created_at, lang), effort: last.effort })}</span>` : t('assess.mark-done')}</summary>
    <form class="as-form" method="post" action="${studentFormPath(token, `fitnes/${sheet.id}/feito`)}">
      <label for="effort-${sheet.id}">${t('assess.effort')}</label>
      <select id="effort-${sheet.id}" name="effort" data-testid="effort-${sheet.id}">
        ${Array.from({ length: 11 }, (_, v) => html`<option value="${v}" ${v === 5 ? trusted(' selected') : ''}>${v} · ${t(`load.rpe.${v}`)}</option>`)}
      </select>
      <label for="minutes-${sheet.id}">${t('student-load.minutes')}</label>
      <input id="minutes-${sheet.id}" name="minutes" type="number" inputmode="numeric" min="${LOAD_MINUTES_MIN}" max="${LOAD_MINUTES_MAX}" step="1" value="${minutes}" class="as-num" data-testid="minutes-${sheet.id}" />
      <p class="meta">${t('student-load.minutes-hint')}</p>
      <label for="comment-${sheet.id}">${t('assess.comment')}</label>
      <textarea id="comment-${sheet.id}" name="comment" rows="2" maxlength="${ASSESSMENT_TEXT_MAX}" data-testid="comment-${sheet.id}"></textarea>
      <button class="as-btn" type="submit" data-testid="send-${sheet.id}">${t('assess.send-done')}</button>
    </form>
  </details>`;
}

/**
 * The student page's sections of this module, read as the link's coach and scoped to its athlete:
 * "mark as done" for each assigned sheet, the athlete's assessments with the evolution charts and
 * posture photos, and the anamnese form. `notice` names what was just saved (after a form's redirect).
 */
export async function studentSections(
  ctx: AppContext,
  access: StudentAccess,
  token: string,
  lang: Language,
  sheets: { id: number; title: string }[],
  notice: string | undefined,
): Promise<SafeHtml[]> {
  const coach: UserActor = userActor({ id: access.coachId, level: 'user' });
  const t = (k: string) => translate(lang, k);
  const rows = await assessmentsRepo.ofAthlete(ctx.db, coach, access.athlete.id);
  const photos = await photosRepo.of(
    ctx.db,
    coach,
    rows.map((r) => r.id),
  );
  const all = rows.map((r) => presentAssessment(r, photos, (id) => `/api/aluno/${encodeURIComponent(token)}/avaliacoes/fotos/${id}`));
  const marks = (await marksRepo.ofAthlete(ctx.db, coach, access.athlete.id)).map((m) => presentMark(m, null));
  const minutes = (await lastMarkMinutes(ctx.db, coach, access.athlete.id)) ?? DEFAULT_MARK_MINUTES;
  const anamnese = presentAnamnese(await anamnesesRepo.ofAthlete(ctx.db, coach, access.athlete.id));
  const ok = (key: string) =>
    notice === key ? html`<p class="as-ok" role="status" data-testid="student-notice">${t(key === 'anamnese' ? 'assess.anamnese-saved' : 'assess.marked-done')}</p>` : '';
  const charts = REPORT_SERIES.map((k) => chartSvg(lang, all, k));
  return [
    html`<style>
      ${trusted(CSS)}
    </style>`,
    sheets.length > 0
      ? html`<section id="feito" data-testid="student-marks">
          <h2>${t('assess.mark-done')}</h2>
          ${ok('done')}${sheets.map((s) =>
            markForm(
              lang,
              token,
              s,
              marks.find((m) => m.fitnes_id === s.id),
              minutes,
            ),
          )}
        </section>`
      : html``,
    all.length > 0
      ? html`<section id="avaliacoes" data-testid="student-assessments">
          <h2>${t('assess.my-evolution')}</h2>
          ${charts.some((c) => c !== '') ? charts : html`<p class="meta">${t('assess.evolution-empty')}</p>`}
          <h2>${t('assess.my-assessments')}</h2>
          ${[...all]
            .reverse()
            .slice(0, 6)
            .map((a) => assessmentCard(lang, a))}
        </section>`
      : html``,
    html`<section id="anamnese">
      <h2>${t('assess.anamnese-title')}</h2>
      ${ok('anamnese')}${anamneseForm(lang, token, anamnese)}
    </section>`,
  ];
}
