import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { confirmDelete } from '../confirm/confirmDelete.tsx';
import type { RowAction } from './types.ts';

/** What a table's delete action asks, does and says. */
export interface DeleteActionOptions<T> {
  /** Button label and tooltip. */
  label: string;
  /** Title of the confirmation dialog (default: the label). */
  title?: string;
  /** What will be lost, for this row. */
  message: (row: T) => ReactNode;
  /** Label of the red confirm button (default "Apagar"). */
  confirmLabel?: string;
  /** The deletion; the dialog shows progress until it settles. */
  remove: (row: T) => Promise<unknown>;
  /** Notification shown after a successful deletion. */
  done: string;
  testId?: (row: T) => string;
}

/** The red delete action of a table row: confirm through confirmDelete, delete, then say so. */
export function deleteRowAction<T>(options: DeleteActionOptions<T>): RowAction<T> {
  return {
    key: 'delete',
    label: options.label,
    icon: <IconTrash size={18} />,
    color: 'red',
    mutates: true,
    testId: options.testId,
    onClick: (row) =>
      void confirmDelete({
        title: options.title ?? options.label,
        message: options.message(row),
        confirmLabel: options.confirmLabel,
        onConfirm: async () => {
          await options.remove(row);
          notifications.show({ color: 'green', message: options.done });
        },
      }),
  };
}
