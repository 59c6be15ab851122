import { Alert, Button, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SHARE_EXPIRY_DAYS } from '@prancheta/shared';
import type { ShareKind } from '@prancheta/shared';
import { IconLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '../../api/share.ts';
import { confirmDelete } from '../confirm/index.ts';
import { ShareLinkRow } from './ShareLinkRow.tsx';

/** The record a share modal is about. */
export interface ShareTarget {
  kind: ShareKind;
  id: number;
  /** What the modal title names (the record's title or club). */
  title: string;
}

type Expiry = 'never' | `${(typeof SHARE_EXPIRY_DAYS)[number]}`;

/**
 * Share a record by link: create a read-only link (optionally expiring), copy it or send it on
 * WhatsApp, see the existing links with their dates, and revoke one.
 */
export function ShareModal({ target, onClose }: { target: ShareTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const kind = target?.kind ?? 'treino';
  const id = target?.id ?? 0;
  const links = useShareLinks(kind, id, target !== null);
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink(kind, id);
  const [expiry, setExpiry] = useState<Expiry>('never');

  const onCreate = async () => {
    if (!target) return;
    try {
      const res = await create.mutateAsync({ kind, record_id: id, expires_in_days: expiry === 'never' ? null : (Number(expiry) as (typeof SHARE_EXPIRY_DAYS)[number]) });
      notifications.show({ color: 'green', message: res.message });
    } catch (err) {
      handleApiError(err);
    }
  };

  const onRevoke = (linkId: number) =>
    void confirmDelete({
      title: t('share.revoke'),
      message: t('share.revoke-confirm'),
      confirmLabel: t('share.revoke'),
      onConfirm: async () => {
        const res = await revoke.mutateAsync(linkId);
        notifications.show({ color: 'green', message: res.message });
      },
    });

  const expiryOptions = [{ value: 'never', label: t('share.expiry-never') }, ...SHARE_EXPIRY_DAYS.map((d) => ({ value: String(d), label: t(`share.expiry-${d}`) }))];

  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? `${t('share.title')} · ${target.title}` : ''} size="lg" data-testid="share-modal">
      <Stack gap="md">
        <Text size="sm">{t('share.intro')}</Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect label={t('share.expiry')} data={expiryOptions} value={expiry} onChange={(e) => setExpiry(e.currentTarget.value as Expiry)} style={{ flex: '1 1 160px' }} data-testid="share-expiry" />
          <Button leftSection={<IconPlus size={18} />} onClick={() => void onCreate()} loading={create.isPending} data-testid="share-create">
            {t('share.create')}
          </Button>
        </Group>
        <Text fw={600} size="sm">
          {t('share.links')}
        </Text>
        {links.isLoading ? (
          <Group justify="center" py="md">
            <Loader size="sm" role="status" aria-label={t('general.loading')} />
          </Group>
        ) : links.error ? (
          <Alert color="red">{t('share.load-error')}</Alert>
        ) : (links.data ?? []).length === 0 ? (
          <Alert icon={<IconLink size={18} />} color="gray" data-testid="share-empty">
            {t('share.empty')}
          </Alert>
        ) : (
          <Stack gap="xs" data-testid="share-links">
            {links.data!.map((link) => (
              <ShareLinkRow key={link.id} link={link} onRevoke={() => onRevoke(link.id)} revoking={revoke.isPending && revoke.variables === link.id} />
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
