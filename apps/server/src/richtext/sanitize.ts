import sanitizeHtml from 'sanitize-html';
import { LIMITS } from '@prancheta/shared';

const { min, max } = LIMITS.richTextFontSizes;
const sizes = Array.from({ length: max - min + 1 }, (_, i) => min + i).join('|');
const FONT_SIZE = new RegExp(`^(${sizes})px$`);
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i];
const ALIGN = [/^(left|right|center|justify)$/];

/**
 * Cleans rich text (post-work evaluations) with an allow-list: basic formatting, lists, links
 * (http, https, mailto), font sizes 12 to 24 px, colours and alignment. Scripts, event handlers,
 * styles outside the list and every other tag or attribute are dropped.
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'span', 'mark', 'hr', 'sub', 'sup', 'code'],
    allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'], p: ['style'], h1: ['style'], h2: ['style'], h3: ['style'], h4: ['style'], mark: ['style'] },
    allowedStyles: { '*': { 'font-size': [FONT_SIZE], color: COLOUR, 'background-color': COLOUR, 'text-align': ALIGN } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  });
  return clean.trim();
}

/** The plain text of sanitised rich text (for the PDF), keeping paragraph and list breaks. */
export function richTextToPlain(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-4]|blockquote)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<\/li>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
