import { useCallback, useRef, useState } from 'react';
import { downloadArchive } from '../../api/account.ts';
import { downloadBlob } from '../download.ts';

/** Where a "download all" stands. */
export type ArchiveDownloadState =
  | { status: 'idle' }
  | { status: 'running'; received: number }
  | { status: 'done'; received: number; name: string }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown };

/**
 * Downloads the ZIP of all material with the session token in the Authorization header (never in
 * the URL), reporting bytes received; cancel() aborts the request, which stops the server's work.
 */
export function useArchiveDownload() {
  const [state, setState] = useState<ArchiveDownloadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'running', received: 0 });
    try {
      const { blob, fileName } = await downloadArchive((received) => setState({ status: 'running', received }), abort.signal);
      const name = fileName ?? 'prancheta.zip';
      downloadBlob(blob, name);
      setState({ status: 'done', received: blob.size, name });
    } catch (error) {
      setState(abort.signal.aborted ? { status: 'cancelled' } : { status: 'failed', error });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
