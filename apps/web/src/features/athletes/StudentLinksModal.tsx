import { Alert, Button, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Athlete } from '@prancheta/shared';
import { STUDENT_LINK_EXPIRY_DAYS } from '@prancheta/shared/schemas/athlete-constants.ts';
import { IconLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateStudentLink, useRevokeStudentLink, useStudentLinks } from '../../api/athletes.ts';
import { handleApiError } from '../../api/errors.ts';
import { confirmDelete } from '../../components/confirm/index.ts';
import { ShareLinkRow } from '../../components/share/ShareLinkRow.tsx';

/** The private student links of one athlete: create (with an expiry), copy, send, revoke. */
export function StudentLinksModal({ athlete, onClose }: { athlete: Athlete | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = athlete?.id ?? 0;
  const links = useStudentLinks(id, athlete !== null);
  const create = useCreateStudentLink(id);
  const revoke = useRevokeStudentLink(id);
  const [expiry, setExpiry] = useState<string>('90');

  const onCreate = async () => {
    try {
      const res = await create.mutateAsync(expiry === 'never' ? null : Number(expiry));
      notifications.show({ color: 'green', message: res.message });
    } catch (err) {
      handleApiError(err);
    }
  };

  const onRevoke = (linkId: number) =>
    void confirmDelete({
      title: t('atletas.link-revoke'),
      message: t('atletas.link-revoke-confirm'),
      confirmLabel: t('atletas.link-revoke'),
      onConfirm: async () => {
        const res = await revoke.mutateAsync(linkId);
        notifications.show({ color: 'green', message: res.message });
      },
    });

  const options = [...STUDENT_LINK_EXPIRY_DAYS.map((d) => ({ value: String(d), label: t('atletas.link-days', { count: d }) })), { value: 'never', label: t('atletas.link-never') }];

  return (
    <Modal opened={athlete !== null} onClose={onClose} title={athlete ? `${t('atletas.links')} · ${athlete.name}` : ''} size="lg" data-testid="student-links-modal">
      <Stack gap="md">
        <Text size="sm">{t('atletas.links-help')}</Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect label={t('atletas.link-expires')} data={options} value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)} style={{ flex: '1 1 160px' }} data-testid="student-link-expiry" />
          <Button leftSection={<IconPlus size={18} />} onClick={() => void onCreate()} loading={create.isPending} data-testid="student-link-create">
            {t('atletas.link-create')}
          </Button>
        </Group>
        {links.isLoading ? (
          <Group justify="center" py="md">
            <Loader size="sm" role="status" aria-label={t('general.loading')} />
          </Group>
        ) : (links.data ?? []).length === 0 ? (
          <Alert icon={<IconLink size={18} />} color="gray" data-testid="student-link-empty">
            {t('atletas.link-none')}
          </Alert>
        ) : (
          <Stack gap="xs" data-testid="student-links">
            {links.data!.map((link) => (
              <ShareLinkRow key={link.id} link={link} onRevoke={() => onRevoke(link.id)} revoking={revoke.isPending && revoke.variables === link.id} />
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
