import { Button, Group, Paper, Select, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatShortDate } from '@prancheta/shared';
import type { Language, LibraryItem, LibraryKind } from '@prancheta/shared';
import { IconBooks, IconCopy, IconShare, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyLibraryItem, useTeamLibrary, useToggleLibraryItem } from '../../api/clubs.ts';
import { handleApiError } from '../../api/errors.ts';
import { useFormations } from '../../api/formations.ts';
import { useTrainings } from '../../api/trainings.ts';
import { useCurrentUser } from '../../api/user.ts';
import { DataTable } from '../../components/data-table/index.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';

/** A library entry's description: its title and, when it has one, its date in the user's format. */
function describe(title: string, date: string, lang: string): string {
  return [title, formatShortDate(date, lang as Language) || date].filter(Boolean).join(' · ');
}

/** The leader's picker: one of my trainings, formations or videos to share with the club. */
function SharePicker() {
  const { t, i18n } = useTranslation();
  const trainings = useTrainings();
  const formations = useFormations('image');
  const videos = useFormations('video');
  const toggle = useToggleLibraryItem();
  const [choice, setChoice] = useState<string | null>(null);
  const offline = useReadOnlyOffline();
  const data = [
    { group: t('teams.kind-treino'), items: (trainings.data ?? []).map((r) => ({ value: `treino:${r.id}`, label: `#${r.id} ${describe(r.metodologia, r.data, i18n.language)}` })) },
    { group: t('teams.kind-formation'), items: (formations.data ?? []).map((r) => ({ value: `formation:${r.id}`, label: `#${r.id} ${r.descricao.slice(0, 40)}` })) },
    { group: t('teams.kind-video'), items: (videos.data ?? []).map((r) => ({ value: `video:${r.id}`, label: `#${r.id} ${r.descricao.slice(0, 40)}` })) },
  ].filter((g) => g.items.length > 0);
  const share = () => {
    if (!choice) return;
    const [kind, id] = choice.split(':') as [LibraryKind, string];
    toggle.mutate(
      { kind, id: Number(id) },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          setChoice(null);
        },
        onError: (err) => handleApiError(err),
      },
    );
  };
  return (
    <Group align="flex-end" mb="sm" wrap="wrap">
      <Select label={t('teams.library-pick')} data={data} value={choice} onChange={setChoice} searchable style={{ flex: '1 1 220px', minWidth: 0 }} data-testid="library-pick" />
      {/* On a phone the button takes its own line and its label wraps instead of being cut. */}
      <Button
        leftSection={<IconShare size={18} />}
        onClick={share}
        {...offlineAction(offline, !choice)}
        loading={toggle.isPending}
        style={{ flex: '1 1 auto', maxWidth: '100%', height: 'auto', minHeight: 40 }}
        styles={{ inner: { paddingBlock: 6 }, label: { whiteSpace: 'normal', textAlign: 'center' } }}
        data-testid="library-share"
      >
        {t('teams.library-share')}
      </Button>
    </Group>
  );
}

/** The club drill library: everyone in the club copies an item into their own material; the leader shares and unshares. */
export function ClubLibrary() {
  const { t, i18n } = useTranslation();
  const items = useTeamLibrary();
  const user = useCurrentUser();
  const copy = useCopyLibraryItem();
  const toggle = useToggleLibraryItem();
  const led = new Set((user.data?.teams ?? []).filter((team) => team.leader).map((team) => team.id));
  const key = (r: LibraryItem) => `${r.kind}:${r.id}`;

  const columns = useMemo<DataColumn<LibraryItem>[]>(
    () => [
      { key: 'kind', title: t('teams.kind'), render: (r) => t(`teams.kind-${r.kind}`), searchValue: (r) => t(`teams.kind-${r.kind}`), width: 120 },
      { key: 'title', title: t('teams.description'), render: (r) => describe(r.title, r.date, i18n.language), searchValue: (r) => describe(r.title, r.date, i18n.language), ellipsis: true },
      { key: 'team', title: t('teams.club'), render: (r) => r.team.name, searchValue: (r) => r.team.name, hideBelow: 'sm' },
      { key: 'created_at', title: t('teams.since'), render: (r) => new Date(r.created_at).toLocaleDateString(i18n.language), searchValue: false, hideBelow: 'md' },
    ],
    [t, i18n.language],
  );
  const actions: RowAction<LibraryItem>[] = [
    {
      key: 'copy',
      mutates: true,
      label: t('teams.library-copy'),
      icon: <IconCopy size={18} />,
      color: 'teal',
      loading: (r) => copy.isPending && copy.variables?.id === r.id && copy.variables.kind === r.kind,
      testId: (r) => `library-copy-${r.kind}-${r.id}`,
      onClick: (r) =>
        copy.mutate({ kind: r.kind, id: r.id }, { onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }), onError: (err) => handleApiError(err) }),
    },
    {
      key: 'unshare',
      mutates: true,
      label: t('teams.library-unshare'),
      icon: <IconX size={18} />,
      color: 'red',
      hidden: (r) => !led.has(r.team.id),
      testId: (r) => `library-unshare-${r.kind}-${r.id}`,
      onClick: (r) => toggle.mutate({ kind: r.kind, id: r.id }, { onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }), onError: (err) => handleApiError(err) }),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="sm">
        {t('teams.library-title')}
      </Title>
      {led.size > 0 ? <SharePicker /> : null}
      <DataTable
        records={items.data}
        loading={items.isLoading}
        rowKey={key}
        columns={columns}
        actions={actions}
        actionsAfter={null}
        empty={{ icon: <IconBooks size={28} />, title: t('teams.library-empty') }}
        testId="library-table"
        rowTestId={(r) => `library-row-${r.kind}-${r.id}`}
      />
    </Paper>
  );
}
