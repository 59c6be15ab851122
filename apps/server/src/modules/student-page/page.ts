import type { Language, StudentPageAnswer, StudentSheet, WeekSession } from '@prancheta/shared';
import { formatShortDate, translate } from '@prancheta/shared';
import { html, pageDocument } from '../share/surface.ts';
import type { SafeHtml } from '../share/surface.ts';

const DAY_KEYS = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'];

/** An exercise's gif (lazy after the first few) or its video, played inline with byte ranges. */
function exerciseMediaView(e: StudentSheet['exercises'][number], eager: boolean, lang: Language): SafeHtml | string {
  if (e.video) return html`<video class="media" controls playsinline preload="metadata" src="${e.video}" data-testid="student-video">${translate(lang, 'share.page.video-unsupported')}</video>`;
  if (e.gif) return html`<img class="gif" src="${e.gif}" alt="${e.title}" loading="${eager ? 'eager' : 'lazy'}" data-testid="student-gif">`;
  return '';
}

function sheetView(sheet: StudentSheet, lang: Language): SafeHtml {
  const t = (key: string) => translate(lang, key);
  return html`<article class="exercise" data-testid="student-sheet">
<p class="lead">${sheet.title}</p>
<p class="dim">${sheet.is_video ? t('fitnes.video-session') : t('student.sheet')} · ${formatShortDate(sheet.data, lang) || sheet.data}</p>
${sheet.objectives ? html`<p>${sheet.objectives}</p>` : ''}
${
  sheet.exercises.length > 0
    ? html`<ol class="exercises">${sheet.exercises.map(
        (e, i) => html`<li><strong>${e.title}</strong>${[e.series, e.charge, e.duration].filter((v) => v !== '').length > 0 ? html` <span class="dim">${[e.series, e.charge, e.duration].filter((v) => v !== '').join(' · ')}</span>` : ''}${e.description ? html`<br><span>${e.description}</span>` : ''}${exerciseMediaView(e, i < 3, lang)}</li>`,
      )}</ol>`
    : ''
}
</article>`;
}

function sessionView(s: WeekSession, lang: Language): SafeHtml {
  const day = translate(lang, `semana.weekdays.${DAY_KEYS[new Date(`${s.date}T00:00:00Z`).getUTCDay()]}`);
  return html`<li data-testid="student-session"><strong>${day} ${formatShortDate(s.date, lang) || s.date}</strong>${s.time ? html` · ${s.time}` : ''}${s.place ? html` · ${s.place}` : ''}${s.text ? html`<br><span>${s.text}</span>` : ''}</li>`;
}

/**
 * The student page's main content: further sections, such as the assessments, go in `extra` at
 * the end; `lead` ones (the daily wellness check-in) right after the greeting.
 */
export function studentPageBody(data: StudentPageAnswer, lang: Language, extra: SafeHtml[] = [], lead: SafeHtml[] = []): SafeHtml {
  const t = (key: string, p: Record<string, string> = {}) => translate(lang, key, p);
  const sheets = data.fichas.filter((f) => !f.is_video);
  const sessions = data.fichas.filter((f) => f.is_video);
  return html`<section class="student" data-testid="student-page">
<h1>${t('student.hello', { name: data.aluno.name })}</h1>
${data.coach.name ? html`<p class="dim">${t('student.coach', { name: data.coach.name })}</p>` : ''}
<p><a class="share-btn" data-testid="student-calendar" href="${data.calendario}">${t('student.calendar')}</a></p>
${lead}
<h2 class="section">${t('student.week')}</h2>
${
  data.semana && data.semana.sessions.length > 0
    ? html`<div class="exercise" data-testid="student-week"><p class="lead">${data.semana.title}</p>${data.semana.range ? html`<p class="dim">${data.semana.range}</p>` : ''}<ul>${data.semana.sessions.map((s) => sessionView(s, lang))}</ul></div>`
    : html`<p class="dim" data-testid="student-week-empty">${t('student.week-empty')}</p>`
}
<h2 class="section">${t('student.sheets')}</h2>
${sheets.length > 0 ? sheets.map((s) => sheetView(s, lang)) : html`<p class="dim">${t('student.sheets-empty')}</p>`}
<h2 class="section">${t('student.sessions')}</h2>
${sessions.length > 0 ? sessions.map((s) => sheetView(s, lang)) : html`<p class="dim">${t('student.sessions-empty')}</p>`}
${extra}
</section>`;
}

/** The whole student page document. */
export function studentPageDocument(data: StudentPageAnswer, lang: Language, extra: SafeHtml[] = [], lead: SafeHtml[] = []): string {
  return pageDocument(lang, translate(lang, 'student.kind'), { title: data.aluno.name, description: translate(lang, 'student.kind'), url: null, image: null }, studentPageBody(data, lang, extra, lead));
}
