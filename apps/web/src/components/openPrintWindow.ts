import { fetchPrintToken } from '../api/formations.ts';
import { handleApiError } from '../api/errors.ts';

/**
 * Opens a print window: the window opens in the click's turn (so pop-up blockers allow it), then
 * goes to the address built with a fresh short-lived print token.
 */
export async function openPrintWindow(address: (token: string) => string): Promise<void> {
  const win = window.open('about:blank', '_blank');
  try {
    const url = address(await fetchPrintToken());
    if (win) win.location.href = url;
    else window.open(url, '_blank');
  } catch (err) {
    win?.close();
    handleApiError(err);
  }
}
