import { IconShare } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { ShareKind } from '@prancheta/shared';
import type { RowAction } from '../data-table/index.ts';
import { DialogLoader } from '../DialogLoader.tsx';
import type { ShareTarget } from './ShareModal.tsx';
import { retryImport } from '../retryImport.ts';

// Loaded on the first "Share": the modal brings the share schemas (zod), which a list does not need to show.
const ShareModal = lazy(() => retryImport(() => import('./ShareModal.tsx')).then((m) => ({ default: m.ShareModal })));

/** The share modal of a page: `open(target)` shows it; render `modal` once in the page. */
export function useShare(): { open: (target: ShareTarget) => void; modal: ReactNode } {
  const [target, setTarget] = useState<ShareTarget | null>(null);
  const [used, setUsed] = useState(false);
  const open = useCallback((next: ShareTarget) => {
    setUsed(true);
    setTarget(next);
  }, []);
  const modal = used ? (
    <Suspense fallback={target ? <DialogLoader /> : null}>
      <ShareModal target={target} onClose={() => setTarget(null)} />
    </Suspense>
  ) : null;
  return { open, modal };
}

/** The "Share" row action of a table of records of one kind. */
export function shareRowAction<T extends { id: number }>(options: {
  label: string;
  kind: ShareKind | ((row: T) => ShareKind);
  title: (row: T) => string;
  open: (target: ShareTarget) => void;
  testId: string;
}): RowAction<T> {
  return {
    key: 'share',
    label: options.label,
    icon: <IconShare size={18} />,
    color: 'cyan',
    // Making a share link is a change on the server.
    mutates: true,
    onClick: (row) => options.open({ kind: typeof options.kind === 'function' ? options.kind(row) : options.kind, id: row.id, title: options.title(row) }),
    testId: (row) => `${options.testId}-${row.id}`,
  };
}
