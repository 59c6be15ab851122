import type { Language } from '@prancheta/shared';
import { addDays, formatShortDate, LOAD_NOTE_MAX, translate, weekStart, WELLNESS_ITEMS } from '@prancheta/shared';
import { userActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { todayOf } from '../../today.ts';
import type { StudentAccess } from '../athletes/surface.ts';
import { html, trusted } from '../share/surface.ts';
import type { SafeHtml } from '../share/surface.ts';
import type { WeekRow, WellnessReading } from '@prancheta/shared';
import { figuresOf } from './service.ts';

/** Weeks of load and wellness readings the student page shows. */
const HISTORY_WEEKS = 8;
const HISTORY_READINGS = 7;
/** The page's notice (`?ok=`) after a check-in. */
export const WELLNESS_NOTICE = 'wellness';

/** The student page's path of the check-in's plain HTML form (outside /api). */
export const wellnessFormPath = (token: string): string => `/aluno/${encodeURIComponent(token)}/bem-estar`;

/** Styles of these sections: each 1-7 item is a row of seven radio chips, 44 px tall. */
const CSS = `
.sl-card{background:#fff;border-radius:8px;padding:10px 12px;margin:10px 0;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.sl-form fieldset{border:0;padding:0;margin:0 0 12px}
.sl-form legend{font-weight:600;font-size:15px;margin-bottom:4px;padding:0}
.sl-row{display:grid;grid-template-columns:repeat(7,1fr);gap:4px}
.sl-row label{position:relative;display:block}
.sl-row input{position:absolute;opacity:0;width:100%;height:100%;margin:0;left:0;top:0}
.sl-row span{display:flex;align-items:center;justify-content:center;min-height:44px;border:1px solid #adb5bd;border-radius:8px;background:#f8f9fa;font-weight:700;font-size:17px;cursor:pointer}
.sl-row input:checked+span{background:#1971c2;border-color:#1971c2;color:#fff}
.sl-row input:focus-visible+span{outline:3px solid #ffd43b;outline-offset:2px}
.sl-ends{display:flex;justify-content:space-between;gap:8px;font-size:12px;color:#495057;margin-top:2px}
.sl-ends span:last-child{text-align:right}
.sl-form label.sl-note{display:block;font-weight:600;font-size:15px;margin:4px 0}
.sl-form textarea{width:100%;font:inherit;padding:8px;border:1px solid #ced4da;border-radius:6px}
.sl-btn{font:inherit;font-weight:600;color:#fff;background:#1971c2;border:0;border-radius:6px;padding:10px 16px;min-height:44px;margin-top:10px;cursor:pointer;width:100%}
.sl-btn:focus-visible{outline:3px solid #ffd43b;outline-offset:2px}
.sl-ok{background:#d3f9d8;color:#237032;border-radius:6px;padding:8px 10px;margin:10px 0;font-weight:600}
.sl-done{color:#237032;font-weight:600}
details.sl-card summary{cursor:pointer;min-height:32px}
.sl-table{width:100%;border-collapse:collapse;font-size:14px}
.sl-table caption{text-align:left;font-weight:400;font-size:13px;color:#495057;padding-bottom:4px}
.sl-table th,.sl-table td{padding:4px 2px;text-align:left;border-bottom:1px solid #f1f3f5;white-space:nowrap}
.sl-table td.n{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.sl-table td.bar{width:50%}
.sl-table svg{display:block;width:100%;height:12px}
`;

type Items = Partial<Record<(typeof WELLNESS_ITEMS)[number], number>>;

/** Hooper's four items as rows of 1-7 chips with the scale's end words, the note and "send". */
function checkInForm(lang: Language, token: string, current: Items): SafeHtml {
  const t = (k: string) => translate(lang, k);
  return html`<form class="sl-form" method="post" action="${wellnessFormPath(token)}" data-testid="wellness-form">
    ${WELLNESS_ITEMS.map(
      (item) =>
        html`<fieldset data-testid="wellness-${item}">
          <legend>${t(`load.wellness.${item}`)}</legend>
          <div class="sl-row">
            ${[1, 2, 3, 4, 5, 6, 7].map(
              (v) =>
                html`<label><input type="radio" name="${item}" value="${v}" ${v === 1 ? trusted('required') : ''} ${current[item] === v ? trusted('checked') : ''} data-testid="wellness-${item}-${v}" /><span>${v}</span></label>`,
            )}
          </div>
          <div class="sl-ends" aria-hidden="true"><span>1 = ${t('load.wellness.best')}</span><span>7 = ${t('load.wellness.worst')}</span></div>
        </fieldset>`,
    )}
    <label class="sl-note" for="wellness-note">${t('student-load.note')}</label>
    <textarea id="wellness-note" name="note" rows="2" maxlength="${LOAD_NOTE_MAX}" data-testid="wellness-note"></textarea>
    <button class="sl-btn" type="submit" data-testid="wellness-send">${t('student-load.send')}</button>
  </form>`;
}

/** The check-in section: the form, or with today's reading "done today" and the form to change it. */
function checkInSection(lang: Language, token: string, today: WellnessReading | undefined, notice: boolean): SafeHtml {
  const t = (k: string) => translate(lang, k);
  return html`<section id="bem-estar" data-testid="student-wellness">
    <h2>${t('student-load.checkin-title')}</h2>
    ${notice ? html`<p class="sl-ok" role="status" data-testid="wellness-thanks">${t('load.checked-in')}</p>` : ''}
    ${
      today
        ? html`<details class="sl-card" data-testid="wellness-done">
            <summary><span class="sl-done">✓ ${t('student-load.done-today')}</span> · ${t('student-load.change')}</summary>
            ${checkInForm(lang, token, today)}
          </details>`
        : html`<div class="sl-card">
            <p class="meta">${t('student-load.checkin-intro')}</p>
            ${checkInForm(lang, token, {})}
          </div>`
    }
  </section>`;
}

/** One bar of a table row, as wide as the value against the largest (inline SVG, no script). */
function bar(value: number, max: number): SafeHtml {
  const width = max > 0 ? Math.max(value > 0 ? 1 : 0, Math.round((value / max) * 100)) : 0;
  return html`<svg viewBox="0 0 100 12" preserveAspectRatio="none" aria-hidden="true"><rect x="0" y="1" width="${width}" height="10" rx="2" fill="#1c7ed6" /></svg>`;
}

/** "My load": the last weeks' load (arbitrary units) and the last wellness indexes, as small tables. */
function historySection(lang: Language, weeks: WeekRow[], readings: WellnessReading[]): SafeHtml {
  const t = (k: string, p: Record<string, string | number> = {}) => translate(lang, k, p);
  const max = Math.max(0, ...weeks.map((w) => w.load));
  const number = (v: number) => new Intl.NumberFormat(lang).format(v);
  return html`<section id="carga" data-testid="student-load">
    <h2>${t('student-load.history-title')}</h2>
    ${
      weeks.length > 0
        ? html`<div class="sl-card">
            <table class="sl-table" data-testid="student-load-weeks">
              <caption>${t('student-load.weeks-caption')}</caption>
              <thead><tr><th scope="col">${t('student-load.week')}</th><th scope="col"></th><th scope="col" class="n">${t('student-load.load')}</th></tr></thead>
              <tbody>
                ${weeks.map((w) => html`<tr><td>${formatShortDate(w.start, lang)}</td><td class="bar">${bar(w.load, max)}</td><td class="n">${number(w.load)}</td></tr>`)}
              </tbody>
            </table>
          </div>`
        : ''
    }
    ${
      readings.length > 0
        ? html`<div class="sl-card">
            <table class="sl-table" data-testid="student-load-wellness">
              <caption>${t('student-load.wellness-caption')}</caption>
              <thead><tr><th scope="col">${t('student-load.day')}</th><th scope="col"></th><th scope="col" class="n">${t('student-load.index')}</th></tr></thead>
              <tbody>
                ${readings.map((r) => html`<tr><td>${formatShortDate(r.date, lang)}</td><td class="bar">${bar(r.index - 4, 24)}</td><td class="n">${r.index}</td></tr>`)}
              </tbody>
            </table>
          </div>`
        : ''
    }
  </section>`;
}

/**
 * The student page's training load sections, read as the link's coach and scoped to its athlete:
 * the daily wellness check-in (only when the coach turned it on for this athlete) and "my load"
 * (only once there is load or wellness data). `notice` is the page's `?ok=` after a form.
 */
export async function studentLoadSections(ctx: AppContext, access: StudentAccess, token: string, lang: Language, notice: string | undefined): Promise<{ top: SafeHtml[]; bottom: SafeHtml[] }> {
  const coach = userActor({ id: access.coachId, level: 'user' });
  const today = todayOf(ctx);
  const figures = await figuresOf(ctx.db, coach, access.athlete.id, addDays(today, -(HISTORY_WEEKS * 7 - 1)), today);
  // The weeks from the athlete's first load on (none before: no rows of zeros before they started).
  const first = figures.first_date;
  const weeks = first === null ? [] : figures.weeks.filter((w) => w.start >= weekStart(first)).slice(-HISTORY_WEEKS);
  const readings = figures.wellness.slice(-HISTORY_READINGS).reverse();
  const hasLoad = weeks.some((w) => w.load > 0);
  const style = html`<style>
    ${trusted(CSS)}
  </style>`;
  const on = access.athlete.wellness_on === 1;
  if (!on && !hasLoad && readings.length === 0) return { top: [], bottom: [] };
  return {
    top: on ? [style, checkInSection(lang, token, figures.wellness.find((w) => w.date === today), notice === WELLNESS_NOTICE)] : [style],
    bottom: hasLoad || readings.length > 0 ? [historySection(lang, hasLoad ? [...weeks].reverse() : [], readings)] : [],
  };
}
