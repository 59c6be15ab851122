import type { TFunction } from 'i18next';

/**
 * A field's display name from its artwork path: "campos/futsal/half.svg" -> the translated
 * "Meio campo" (sports.views.half); unknown views fall back to "Campo 2".
 */
export function fieldLabel(t: TFunction, path: string, index: number): string {
  const view = path.split('/').pop()?.replace(/\.[a-z]+$/i, '') ?? '';
  const key = `sports.views.${view}`;
  const label = t(key);
  return label === key ? `${t('select.field')} ${index + 1}` : label;
}
