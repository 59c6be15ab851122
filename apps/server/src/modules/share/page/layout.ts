import { translate } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import { html, trusted } from './html.ts';
import type { SafeHtml } from './html.ts';
import { SHARE_CSS } from './style.ts';

/** Where the page's script is served (outside /api: a page asset, not an API call). */
export const SHARE_SCRIPT_PATH = '/s/share.js';

const HTML_LANG: Record<Language, string> = { 'pt-br': 'pt-BR', 'es-es': 'es-ES', 'en-us': 'en-US' };
const OG_LOCALE: Record<Language, string> = { 'pt-br': 'pt_BR', 'es-es': 'es_ES', 'en-us': 'en_US' };

/** The Open Graph preview of a page (WhatsApp and other apps read it from the HTML; they run no script). */
export interface PagePreview {
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string | null;
  /** Absolute address of the preview image. */
  image: string | null;
}

/** The whole HTML document of a shared page (or of the "link unavailable" page). */
export function pageDocument(lang: Language, kindLabel: string, preview: PagePreview, main: SafeHtml): string {
  const t = (key: string) => translate(lang, key);
  return html`<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${preview.title} · Prancheta</title>
<meta name="description" content="${preview.description}">
<meta property="og:site_name" content="Prancheta">
<meta property="og:type" content="website">
<meta property="og:locale" content="${OG_LOCALE[lang]}">
<meta property="og:title" content="${preview.title}">
<meta property="og:description" content="${preview.description}">
${preview.url ? html`<meta property="og:url" content="${preview.url}">\n` : ''}${preview.image ? html`<meta property="og:image" content="${preview.image}">\n<meta name="twitter:card" content="summary_large_image">\n` : ''}<style>${trusted(SHARE_CSS)}</style>
<script src="${SHARE_SCRIPT_PATH}" defer></script>
</head>
<body>
<header class="top"><span class="brand">Prancheta</span><span class="kind">${kindLabel}</span>${
    preview.url ? html`<button type="button" class="share-btn" data-share data-copied="${t('share.copied')}" hidden>${t('share.page.share-button')}</button>` : ''
  }</header>
<main>${main}</main>
<footer>${t('share.page.footer')}</footer>
</body>
</html>
`.value;
}

/** The page of a revoked, expired or unknown link, or of a deleted record (answered with 404). */
export function gonePage(lang: Language): string {
  const title = translate(lang, 'share.page.gone-title');
  return pageDocument(
    lang,
    '',
    { title, description: translate(lang, 'share.page.gone-text'), url: null, image: null },
    html`<section class="gone" data-testid="share-gone"><h1>${title}</h1><p>${translate(lang, 'share.page.gone-text')}</p></section>`,
  );
}
