import { formatShortDate, translate, weekColumns, WEEK_SHIFTS } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import type { HeaderField } from '../../../pdf/blocks.ts';
import { richTextToPlain, sanitizeRichText } from '../../../richtext/sanitize.ts';
import { exerciseColours as fitnessExerciseColours, exerciseFields as fitnessExerciseFields, sheetFields, sheetHeader } from '../../fitness/surface.ts';
import { formationColours, formationHeaderFields } from '../../formations/surface.ts';
import { exerciseBoxFields, exerciseColours, trainingColours, trainingHeaderFields } from '../../trainings/surface.ts';
import { presentWeek } from '../../weeks/surface.ts';
import type { SharedRecord } from '../records.ts';
import { cssColour, html, trusted } from './html.ts';
import type { SafeHtml } from './html.ts';

/** What the page shell needs of a shared record: texts for the title and the preview, and the body. */
export interface SharedView {
  /** og:title and <title>. */
  title: string;
  /** og:description (plain text, short). */
  description: string;
  /** The file name (page/files.ts) of the preview image, or null. */
  image: string | null;
  body: SafeHtml;
}

/** `file(name)`: the token-scoped address of one of the record's files. */
type FileUrl = (name: string) => string;

function colours(pair: readonly [string, string] | undefined): string {
  return `background:${cssColour(pair?.[0], '#000000')};color:${cssColour(pair?.[1], '#ffffff')}`;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored day ("2026-11-20") as the visitor's language writes it: 20/11/2026, 11/20/2026. Other text stays as it is. */
function localDay(text: string, lang: Language): string {
  return ISO_DAY.test(text.trim()) ? formatShortDate(text.trim(), lang) : text;
}

/** The labelled boxes of a record; a value that is a stored day is shown in the visitor's date format. */
function fieldsGrid(fields: HeaderField[], lang: Language): SafeHtml {
  const shown = fields.filter((f) => f.value.trim() !== '');
  if (shown.length === 0) return html``;
  return html`<dl class="fields">${shown.map(
    (f) => html`<div class="field${f.wide ? ' wide' : ''}"><dt style="${colours(f.colours)}">${f.label}</dt><dd>${localDay(f.value, lang)}</dd></div>`,
  )}</dl>`;
}

function bar(text: string, pair: readonly [string, string] | undefined, level: 'h1' | 'h2' = 'h2'): SafeHtml {
  return level === 'h1' ? html`<h1 class="bar" style="${colours(pair)}">${text}</h1>` : html`<h2 class="bar" style="${colours(pair)}">${text}</h2>`;
}

/** Sanitised again on the way out: what is stored was sanitised, this keeps the page safe whatever happens upstream. */
function richText(stored: string): SafeHtml {
  return trusted(`<div class="rich">${sanitizeRichText(stored)}</div>`);
}

function shorten(text: string, max = 200): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

function joinNonEmpty(parts: string[], sep = ' · '): string {
  return parts.map((p) => p.trim()).filter(Boolean).join(sep);
}

function trainingView(record: Extract<SharedRecord, { kind: 'treino' }>, lang: Language, file: FileUrl): SharedView {
  const { row, exercises } = record;
  const kindLabel = translate(lang, 'share.page.kind.treino');
  // Headed by the training's own title (its methodology) and day, as the coach wrote them.
  const heading = joinNonEmpty([row.metodologia, localDay(row.data, lang)]) || kindLabel;
  const title = joinNonEmpty([row.metodologia, row.categoria, localDay(row.data, lang)]) || kindLabel;
  const exercisesHtml = exercises.map((e, i) => {
    const [bg, fg] = exerciseColours(e).header ?? ['#000000', '#ffffff'];
    return html`<article class="exercise" data-testid="shared-exercise">
      ${bar(`${i + 1}. ${e.titulo}`, [bg, fg])}
      ${e.img_key ? html`<img class="drawing" src="${file(`ex-${e.id}`)}" alt="${e.titulo}" loading="${i < 2 ? 'eager' : 'lazy'}" data-testid="shared-drawing">` : ''}
      ${fieldsGrid(exerciseBoxFields(e, lang), lang)}
    </article>`;
  });
  const postwork = row.postwork_description.trim() !== '' || row.postwork_header.trim() !== '';
  const body = html`
    ${bar(heading, trainingColours(row).header, 'h1')}
    <section class="head">${row.logo_key ? html`<img class="logo" src="${file('logo')}" alt="">` : ''}${fieldsGrid(trainingHeaderFields(row, lang), lang)}</section>
    ${exercises.length > 0 ? html`<h2 class="section">${translate(lang, 'exercices.title')}</h2>${exercisesHtml}` : ''}
    ${postwork ? html`<section class="postwork">${bar(translate(lang, 'postwork.title'), trainingColours(row).header)}${row.postwork_header ? html`<h3>${row.postwork_header}</h3>` : ''}${richText(row.postwork_description)}</section>` : ''}`;
  const first = exercises.find((e) => e.img_key);
  return {
    title,
    description: shorten(joinNonEmpty([row.objetivos, exercises.map((e) => e.titulo).join(', ')], ' — ')) || title,
    image: first ? `ex-${first.id}` : row.logo_key ? 'logo' : null,
    body,
  };
}

/** "Save a copy to my formations": a link into the web app, which signs the visitor in first when needed. */
function copyLink(copyUrl: string | null, lang: Language): SafeHtml | '' {
  if (!copyUrl) return '';
  return html`<section class="copy"><a class="copy-btn" href="${copyUrl}" data-testid="share-save-copy">${translate(lang, 'playfile.page-save-copy')}</a><p class="hint">${translate(lang, 'playfile.page-save-copy-hint')}</p></section>`;
}

function formationView(record: Extract<SharedRecord, { kind: 'formation' | 'video' }>, lang: Language, file: FileUrl, copyUrl: string | null): SharedView {
  const { row } = record;
  const kindLabel = translate(lang, `share.page.kind.${record.kind}`);
  const title = joinNonEmpty([row.clube, row.categoria, localDay(row.data, lang)]) || kindLabel;
  const media =
    record.kind === 'video'
      ? row.file_key
        ? html`<video class="media" controls playsinline preload="metadata" src="${file('media')}"${row.img_key ? html` poster="${file('poster')}"` : ''} data-testid="shared-video">${translate(lang, 'share.page.video-unsupported')}</video>`
        : ''
      : row.img_key
        ? html`<img class="media" src="${file('media')}" alt="${title}" data-testid="shared-formation">`
        : '';
  const header = formationHeaderFields(row, lang).filter((f) => !f.wide);
  const description = row.descricao.trim();
  return {
    title,
    description: shorten(description) || kindLabel,
    image: record.kind === 'video' ? (row.img_key ? 'poster' : row.logo_key ? 'logo' : null) : row.img_key ? 'media' : null,
    body: html`
      ${bar(kindLabel, formationColours(row).header, 'h1')}
      <section class="head">${row.logo_key ? html`<img class="logo" src="${file('logo')}" alt="">` : ''}${fieldsGrid(header, lang)}</section>
      ${media}
      ${description ? html`<section class="text"><h2 class="section">${row.h_descricao.trim() || translate(lang, 'formations.labels.descricao')}</h2><p class="pre">${description}</p></section>` : ''}
      ${copyLink(copyUrl, lang)}`,
  };
}

function fitnessView(record: Extract<SharedRecord, { kind: 'fitnes' }>, lang: Language, file: FileUrl): SharedView {
  const { row, exercises, images } = record;
  const isVideo = row.is_video === 1;
  const kindLabel = translate(lang, isVideo ? 'fitnes.video-session' : 'share.page.kind.fitnes');
  const children = new Map(exercises.filter((e) => e.parent_id !== null).map((e) => [e.parent_id!, e]));
  const top = exercises.filter((e) => e.parent_id === null);
  const one = (e: (typeof exercises)[number], title: string, eager: boolean) => {
    const pair = fitnessExerciseColours(e).title;
    let media: SafeHtml | string = '';
    if (isVideo && record.videos.get(Number(e.path))?.file_key) {
      media = html`<video class="media" controls playsinline preload="metadata" src="${file(`video-${e.id}`)}" data-testid="shared-video">${translate(lang, 'share.page.video-unsupported')}</video>`;
    } else if (!isVideo && e.path !== '') {
      media = html`<img class="gif" src="${file(`gif-${e.id}`)}" alt="${e.title}" loading="${eager ? 'eager' : 'lazy'}" data-testid="shared-gif">`;
    }
    const photos = images.filter((i) => i.exercicio_id === e.id);
    return html`<div class="fit-ex">${bar(title, pair)}${media}${fieldsGrid(fitnessExerciseFields(e, isVideo && e.parent_id === null, lang), lang)}${
      photos.length > 0 ? html`<div class="photos">${photos.map((p) => html`<img src="${file(`photo-${p.id}`)}" alt="" loading="lazy">`)}</div>` : ''
    }</div>`;
  };
  const body = html`
    ${bar(row.title || kindLabel, sheetHeader(row), 'h1')}
    <section class="head">${row.img_key ? html`<img class="logo" src="${file('cover')}" alt="">` : ''}${fieldsGrid(sheetFields(row, lang), lang)}</section>
    ${top.length > 0 ? html`<h2 class="section">${translate(lang, 'exercices.title')}</h2>` : ''}
    ${top.map((e, i) => {
      const child = children.get(e.id);
      return html`<article class="exercise${child ? ' pair' : ''}" data-testid="shared-exercise">${one(e, `${i + 1}. ${e.title}`, i < 3)}${child ? one(child, child.title, i < 3) : ''}</article>`;
    })}
    ${richTextToPlain(row.rate).trim() !== '' ? html`<section class="postwork">${bar(translate(lang, 'fitnes.rate'), sheetHeader(row))}${richText(row.rate)}</section>` : ''}`;
  const firstGif = !isVideo ? top.find((e) => e.path !== '') : undefined;
  return {
    title: joinNonEmpty([row.title, row.student]) || kindLabel,
    description: shorten(joinNonEmpty([row.objectives, top.map((e) => e.title).join(', ')], ' — ')) || kindLabel,
    image: row.img_key ? 'cover' : firstGif ? `gif-${firstGif.id}` : null,
    body,
  };
}

function dateOf(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

function weekView(record: Extract<SharedRecord, { kind: 'semana' }>, lang: Language, file: FileUrl): SharedView {
  const week = presentWeek(record.row, record.trainings, lang);
  const c = week.config.colors;
  const caption = { M: week.config.morning || translate(lang, 'semana.morning-default'), N: week.config.night || translate(lang, 'semana.night-default') };
  const days = weekColumns(week.dataInicio, week.config.days).map((col) => {
    const shifts = WEEK_SHIFTS.map((s) => {
      const key = `${col.day}${s}`;
      const meta = joinNonEmpty([week.time[key] ?? '', week.place[key] ?? '']);
      const text = week.dia[key] ?? '';
      const training = week.treinos[key];
      if (!meta && richTextToPlain(text).trim() === '' && !training) return '';
      return html`<div class="shift" style="${colours(s === 'M' ? c.morning : c.night)}"><strong>${caption[s]}</strong>${meta ? html`<div class="meta">${meta}</div>` : ''}${richText(text)}${
        training ? html`<div class="meta">${translate(lang, 'semana.labels.treino')}: ${training.title}</div>` : ''
      }</div>`;
    });
    return html`<section class="day" data-testid="shared-day"><h2 class="bar" style="${colours(c.days)}">${translate(lang, `semana.weekdays.${col.day}`)} · ${dateOf(col.date)}</h2>${shifts}</section>`;
  });
  const title = joinNonEmpty([week.title, week.cabecalho]) || translate(lang, 'share.page.kind.semana');
  return {
    title,
    description: shorten(joinNonEmpty([week.subtitulo, `${dateOf(week.dataInicio)} – ${dateOf(week.dataFim)}`, week.config.range])),
    image: record.row.img_key ? 'cover' : null,
    body: html`
      ${bar(week.cabecalho || translate(lang, 'share.page.kind.semana'), c.header, 'h1')}
      <section class="head">${record.row.img_key ? html`<img class="logo" src="${file('cover')}" alt="">` : ''}<div><p class="lead">${week.title}</p><p>${week.subtitulo}</p><p>${joinNonEmpty([week.config.range, `${dateOf(week.dataInicio)} – ${dateOf(week.dataFim)}`])}</p></div></section>
      ${days}
      ${richTextToPlain(week.observacao).trim() !== '' ? html`<section class="postwork"><h2 class="section">${translate(lang, 'semana.labels.observacao')}</h2>${richText(week.observacao)}</section>` : ''}`,
  };
}

/** The page content of a shared record in the visitor's language. */
export function sharedView(record: SharedRecord, lang: Language, file: FileUrl, copyUrl: string | null = null): SharedView {
  switch (record.kind) {
    case 'treino':
      return trainingView(record, lang, file);
    case 'formation':
    case 'video':
      return formationView(record, lang, file, copyUrl);
    case 'fitnes':
      return fitnessView(record, lang, file);
    case 'semana':
      return weekView(record, lang, file);
  }
}
