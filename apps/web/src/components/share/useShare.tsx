import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { ShareKind } from '@prancheta/shared';
import type { RowAction } from '../data-table/index.ts';
import { ShareModal } from './ShareModal.tsx';
import type { ShareTarget } from './ShareModal.tsx';

/** The share modal of a page: `open(target)` shows it; render `modal` once in the page. */
export function useShare(): { open: (target: ShareTarget) => void; modal: ReactNode } {
  const [target, setTarget] = useState<ShareTarget | null>(null);
  return { open: setTarget, modal: <ShareModal target={target} onClose={() => setTarget(null)} /> };
}

/** The "Share" row action of a table of records of one kind. */
export function shareRowAction<T extends { id: number }>(options: { label: string; kind: ShareKind | ((row: T) => ShareKind); title: (row: T) => string; open: (target: ShareTarget) => void; testId: string }): RowAction<T> {
  return {
    key: 'share',
    label: options.label,
    icon: <IconShare size={18} />,
    color: 'cyan',
    onClick: (row) => options.open({ kind: typeof options.kind === 'function' ? options.kind(row) : options.kind, id: row.id, title: options.title(row) }),
    testId: (row) => `${options.testId}-${row.id}`,
  };
}
