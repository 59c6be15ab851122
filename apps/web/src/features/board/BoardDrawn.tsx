import { useTranslation } from 'react-i18next';
import { BOARD_FRAME } from './boardFrame.ts';

/**
 * The field's address in the drawn board: a placeholder the server replaces with the address's own
 * field (`/board?esporte=&camp=`; apps/server/src/http/spa-shell.ts), and the drawn board is not sent
 * where it knows no field (a formation's board, an unknown sport).
 */
export const DRAWN_FIELD = '/api/elements?path=drawn-board-field';

/**
 * The board as the first HTML draws it, before its code arrives: the dark frame, the toolbar's place
 * and the field's picture where the board will show it (turned on a portrait screen), laid out by
 * the stylesheet in index.html (prancheta-drawn-board) since the toolbar's side and the field's turn
 * depend on the screen's orientation, which only CSS knows before the app runs. The picture is asked
 * for with the HTML, so the pitch is on screen long before the canvas code on a slow connection; the
 * app then shows the same picture from the browser's cache behind its canvases.
 */
export function BoardDrawn() {
  const { t } = useTranslation();
  return (
    <div className="prancheta-drawn-board" style={BOARD_FRAME} role="status" aria-label={t('general.loading')}>
      <div className="prancheta-drawn-board-bar" />
      <div className="prancheta-drawn-board-area">
        <div className="prancheta-drawn-board-pitch">
          <img src={DRAWN_FIELD} alt="" fetchPriority="high" />
        </div>
      </div>
    </div>
  );
}
