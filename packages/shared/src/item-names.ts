/** A translate function: i18next's `t` in the web app, `translate(lang, ...)` on the server. */
export type Translator = (key: string, params?: Record<string, string>) => string;

/** Items whose file stem ends with a colour (`cone-laranja`): the name takes the colour. */
const COLOURED = new Set(['cone', 'disc', 'ring']);
/** Items whose file stem ends with the sport (`ball-futsal`, `goal-handebol`): one name for all. */
const PER_SPORT = new Set(['ball', 'goal']);

/**
 * The display name of a catalogue item from its path (`items/cone-laranja.svg` -> "Cone laranja",
 * "Orange cone"): names come from the i18n keys `editor.items.*`, never from the file name.
 */
export function itemName(path: string, t: Translator): string {
  const stem = (path.split('/').pop() ?? path).replace(/\.[a-z0-9]+$/i, '');
  const dash = stem.indexOf('-');
  const head = dash > 0 ? stem.slice(0, dash) : stem;
  const tail = dash > 0 ? stem.slice(dash + 1) : '';
  if (COLOURED.has(head) && tail) return t(`editor.items.${head}`, { colour: t(`editor.item-colours.${tail}`) });
  if (PER_SPORT.has(head)) return t(`editor.items.${head}`);
  return t(`editor.items.${stem}`);
}
