import { ActionIcon, Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserMinus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useCoeditorMutations, useCoeditors } from '../../api/coedit.ts';
import { handleApiError } from '../../api/errors.ts';
import type { CoeditStatus } from './provider.ts';
import type { Peer } from './useCoedit.ts';

const STATUS_COLOUR: Record<CoeditStatus, string> = { online: 'green', connecting: 'yellow', offline: 'gray', refused: 'red' };

/**
 * The "draw together" button of a saved formation, the connection badge and who is here; its
 * dialog lets the owner invite members of their clubs by name and revoke them.
 */
export function CoeditControls({ formationId, status, peers }: { formationId: number; status: CoeditStatus | null; peers: Peer[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const small = useMediaQuery('(max-width: 36em)');
  const coeditors = useCoeditors(formationId);
  const { invite, revoke } = useCoeditorMutations(formationId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = coeditors.data;
  const names = [...new Set(peers.map((p) => p.name))];

  const submit = () => {
    if (!chosen) return;
    setError(null);
    invite.mutate(Number(chosen), {
      onSuccess: () => setChosen(null),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 422) setError(err.errors.user_id?.[0] ?? err.message);
        else handleApiError(err);
      },
    });
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {status && (
          <Badge color={STATUS_COLOUR[status]} variant="light" data-testid="coedit-status">
            {t(`coedit.status-${status}`)}
          </Badge>
        )}
        {names.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="coedit-peers">
            {t('coedit.here', { names: names.join(', ') })}
          </Text>
        )}
        <Button size="md" variant="light" leftSection={<IconUsers size={18} />} onClick={() => setOpened(true)} data-testid="coedit-open">
          {t('coedit.button')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('coedit.title')} fullScreen={small} centered>
        <Stack gap="md">
          <Text size="sm">{t('coedit.explain')}</Text>
          {data && !data.dono && (
            <Text size="sm" c="dimmed">
              {t('coedit.not-owner')}
            </Text>
          )}
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('coedit.invited')}
            </Text>
            {data?.convidados.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('coedit.nobody')}
              </Text>
            )}
            {data?.convidados.map((p) => (
              <Group key={p.id} justify="space-between" wrap="nowrap" data-testid="coedit-invited">
                <Text size="sm">{p.name}</Text>
                {data.dono && (
                  <ActionIcon
                    size="lg"
                    variant="subtle"
                    color="red"
                    aria-label={t('coedit.revoke', { name: p.name })}
                    onClick={() => revoke.mutate(p.id, { onError: (err) => handleApiError(err) })}
                  >
                    <IconUserMinus size={18} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
          {data?.dono &&
            (data.membros.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('coedit.no-members')}
              </Text>
            ) : (
              <Stack gap="xs">
                <Select
                  label={t('coedit.member')}
                  placeholder={t('coedit.choose')}
                  data={data.membros.map((p) => ({ value: String(p.id), label: p.name }))}
                  value={chosen}
                  onChange={(v) => {
                    setChosen(v);
                    setError(null);
                  }}
                  searchable
                  error={error}
                  size="md"
                  comboboxProps={{ withinPortal: true }}
                  data-testid="coedit-member"
                />
                <Button size="md" onClick={submit} loading={invite.isPending} disabled={!chosen} data-testid="coedit-invite">
                  {t('coedit.invite')}
                </Button>
              </Stack>
            ))}
        </Stack>
      </Modal>
    </>
  );
}
