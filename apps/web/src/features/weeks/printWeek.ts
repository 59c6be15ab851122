import { weekPrintUrl } from '../../api/weeks.ts';
import { storedLanguage } from '../../i18n/i18n.ts';
import { openPrintWindow } from '../../components/openPrintWindow.ts';

/** Opens the week's PDF in a new window (short-lived print token, the coach's language). */
export function printWeek(id: number): Promise<void> {
  return openPrintWindow((token) => weekPrintUrl(id, token, storedLanguage()));
}
