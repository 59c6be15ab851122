import type { LiveInk, LiveState } from '@prancheta/shared';

/** Props of the read-only board a live viewer shows (features/board renders it; app/router.tsx hands it over). */
export interface LiveBoardViewProps {
  state: Extract<LiveState, { kind: 'board' }>;
  ink: LiveInk | null;
  /** Displayed length of the board's long side in CSS px. */
  displayWidth: number;
  /** Portrait screens turn the field a quarter, as the board does. */
  rotated: boolean;
}

/** Where a presenter is: nothing yet, opening the session, live (possibly reconnecting), or ended. */
export type LiveStatus = 'idle' | 'starting' | 'live' | 'reconnecting' | 'ended';
