import type { FastifyInstance } from 'fastify';
import { pickLanguage, translate } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import { requestLanguage } from './error-handler.ts';

/** The theme colour of the app (the top navigation's green), also in index.html's theme-color meta. */
export const THEME_COLOUR = '#1b7a3e';

/** The manifest's `lang` field per language (BCP 47). */
const BCP47: Record<Language, string> = { 'pt-br': 'pt-BR', 'es-es': 'es', 'en-us': 'en' };

/**
 * The web app manifest in one language: names, icons (any and maskable), standalone display and
 * shortcuts to the board, the trainings and the fitness sheets.
 */
export function webManifest(lang: Language) {
  const t = (key: string) => translate(lang, key);
  const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose });
  const shortcutIcons = [icon('/icons/icon-192.png', 192, 'any')];
  return {
    id: '/',
    lang: BCP47[lang],
    dir: 'ltr',
    name: t('pwa.name'),
    short_name: t('pwa.short-name'),
    description: t('pwa.description'),
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    categories: ['sports', 'education', 'productivity'],
    icons: [icon('/icons/icon-192.png', 192, 'any'), icon('/icons/icon-512.png', 512, 'any'), icon('/icons/maskable-512.png', 512, 'maskable')],
    shortcuts: [
      { name: t('nav.board'), url: '/select-board', icons: shortcutIcons },
      { name: t('nav.trainings'), url: '/treinos', icons: shortcutIcons },
      { name: t('nav.fitness'), url: '/fitnes', icons: shortcutIcons },
    ],
  };
}

/**
 * GET /manifest.webmanifest[?lang=]: the manifest in the app's language (the web app links it with
 * its chosen language; a browser without it gets the Accept-Language one, pt-br by default).
 */
export async function webManifestRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { lang?: string } }>('/manifest.webmanifest', async (request, reply) => {
    const lang = typeof request.query.lang === 'string' && request.query.lang ? pickLanguage(request.query.lang) : requestLanguage(request);
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .send(JSON.stringify(webManifest(lang)));
  });
}
