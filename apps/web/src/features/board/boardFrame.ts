import type { CSSProperties } from 'react';

/** The tactical board's full-screen frame: above the page, dark like a pitch at night, no page scroll or zoom under a finger. */
export const BOARD_FRAME: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 200,
  display: 'flex',
  background: 'radial-gradient(circle at 50% 40%, #1d3b2a 0%, #0d1a12 100%)',
  userSelect: 'none',
  touchAction: 'none',
  overscrollBehavior: 'none',
};

/** The pitch green around a field's artwork that does not fill the board's 4:3. */
export const FIELD_GREEN = '#2f8f46';
