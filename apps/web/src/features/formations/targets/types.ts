import type { ReactNode } from 'react';

/** The drawing the editor hands to a save target: the gzip draft and the 1280x960 PNG. */
export interface Drawing {
  draft: Uint8Array;
  png: Blob;
}

/**
 * Where a save ended: the path to go to afterwards and, when the drawing was kept on this device
 * instead of reaching the server, the message saying so (shown in place of the target's savedMessage).
 */
export interface Saved {
  to: string;
  keptOnDevice?: string;
}

/** Sends the drawing with the values the dialog collected. */
export type Upload = (drawing: Drawing, onProgress: (fraction: number) => void) => Promise<Saved>;

/** What the editor page passes to a target's save dialog. */
export interface TargetDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Upload progress 0..1 while sending, null otherwise. */
  progress: number | null;
  /** Field errors of a refused save (422). */
  serverErrors: Record<string, string[]>;
  /** Called with the upload once the dialog's own values are complete. */
  onSubmit: (upload: Upload) => void;
}

/**
 * Where a drawing is saved (a formation, a training exercise...): the page's title and back link, the
 * save dialog with its fields, and the messages. The editor page is the same for every target.
 */
export interface SaveTarget {
  title: string;
  back: { to: string; label: string };
  renderDialog: (props: TargetDialogProps) => ReactNode;
  /** Shown after a successful save. */
  savedMessage: string;
  /** Shown when the server refuses the values (422); the server's own message when absent. */
  invalidMessage?: string;
}
