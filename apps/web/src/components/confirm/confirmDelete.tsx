import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { handleApiError } from '../../api/errors.ts';
import i18n from '../../i18n/i18n.ts';
import { modalsReady } from './modalsReady.ts';

/** What confirmDelete asks and does. */
export interface ConfirmDeleteOptions {
  title: string;
  /** What will be lost (plain text is shown as a paragraph). */
  message: ReactNode;
  /** Label of the red button; default "Apagar". */
  confirmLabel?: string;
  /** Label of the button that keeps things as they are; default "Cancelar". */
  cancelLabel?: string;
  /**
   * The deletion. The dialog stays open with a spinner until it settles, then closes. A failure is
   * shown through the error catalogue unless `onError` is given.
   */
  onConfirm: () => Promise<unknown>;
  onError?: (error: unknown) => void;
}

/**
 * Asks before deleting, through @mantine/modals (the one confirmation dialog of the app): Escape
 * or Cancel close it; the confirm button is red, shows progress, and the dialog closes when done.
 * Resolves true when the deletion ran and succeeded.
 */
export function confirmDelete(options: ConfirmDeleteOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const cancel = () => resolve(false);
    void modalsReady.then(() => {
      const modalId: string = modals.openConfirmModal({
        title: options.title,
        children: typeof options.message === 'string' ? <Text size="sm">{options.message}</Text> : options.message,
        labels: { confirm: options.confirmLabel ?? i18n.t('confirm.delete'), cancel: options.cancelLabel ?? i18n.t('general.cancel') },
        confirmProps: { color: 'red', 'data-testid': 'delete-confirm' },
        cancelProps: { 'data-testid': 'delete-cancel' },
        closeOnConfirm: false,
        onCancel: cancel,
        onClose: cancel,
        'data-testid': 'delete-dialog',
        onConfirm: () => {
          modals.updateModal({
            modalId,
            confirmProps: { color: 'red', loading: true, 'data-testid': 'delete-confirm' },
            cancelProps: { disabled: true, 'data-testid': 'delete-cancel' },
          } as Parameters<typeof modals.updateModal>[0]);
          options
            .onConfirm()
            .then(
              () => resolve(true),
              (error: unknown) => {
                (options.onError ?? handleApiError)(error);
                resolve(false);
              },
            )
            .finally(() => modals.close(modalId));
        },
      } as Parameters<typeof modals.openConfirmModal>[0]);
    });
  });
}
