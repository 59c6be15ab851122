import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { handleApiError } from '../../api/errors.ts';
import { modalsReady } from '../../components/confirm/modalsReady.ts';
import i18n from '../../i18n/i18n.ts';

/**
 * Asks before a non-destructive change (promote, demote): a confirmation dialog whose button shows
 * progress; failures go through the error catalogue. Resolves true when the change succeeded.
 */
export function confirmAction(options: { title: string; message: string; onConfirm: () => Promise<unknown> }): Promise<boolean> {
  return new Promise((resolve) => {
    const cancel = () => resolve(false);
    void modalsReady.then(() => {
      const modalId: string = modals.openConfirmModal({
        title: options.title,
        children: <Text size="sm">{options.message}</Text>,
        labels: { confirm: i18n.t('admin.users.confirm-yes'), cancel: i18n.t('general.cancel') },
        confirmProps: { 'data-testid': 'action-confirm' },
        cancelProps: { 'data-testid': 'action-cancel' },
        closeOnConfirm: false,
        onCancel: cancel,
        onClose: cancel,
        onConfirm: () => {
          modals.updateModal({ modalId, confirmProps: { loading: true, 'data-testid': 'action-confirm' } } as Parameters<typeof modals.updateModal>[0]);
          options
            .onConfirm()
            .then(
              () => resolve(true),
              (error: unknown) => {
                handleApiError(error);
                resolve(false);
              },
            )
            .finally(() => modals.close(modalId));
        },
      } as Parameters<typeof modals.openConfirmModal>[0]);
    });
  });
}
