import { Alert, Button, Center, Container, Loader, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TeamFile, TeamTraining } from '@prancheta/shared';
import { IconDownload, IconEye, IconFolder, IconPhoto, IconPlayerPlay, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTeamFile, useDeleteTeamFile, useTeamTreinos } from '../../api/clubs.ts';
import { handleApiError } from '../../api/errors.ts';
import { confirmDelete } from '../../components/confirm/index.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { downloadBlob } from '../../components/download.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TableSection } from '../../components/TableSection.tsx';
import type { TableSectionProps } from '../../components/TableSection.tsx';
import { useBlobUrl } from '../../components/useBlobUrl.ts';
import { ClubLibrary } from './ClubLibrary.tsx';
import { useClubsWithCategories } from '../../components/club/ClubCategoryFields.tsx';
import { SendFileModal } from './SendFileModal.tsx';
import { videoExtension } from '../../api/videoType.ts';
import { useScreenLoadError } from '../../components/useReportError.ts';
import { offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';

/** File extension of a club file by the type it is served with. */
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

function fileExtension(file: TeamFile, mime: string): string {
  return file.type === 'video' ? videoExtension(mime) : (EXTENSIONS[mime.split(';')[0]!.trim().toLowerCase()] ?? 'bin');
}

function shortText(text: string, max = 35): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Plays a club video (looped) fetched with the bearer token. */
function TeamFilePlayer({ file, onClose }: { file: TeamFile; onClose: () => void }) {
  const { t } = useTranslation();
  const url = useBlobUrl((signal) => fetchTeamFile(file.id, signal), String(file.id));
  return (
    <Modal opened onClose={onClose} title={`${file.clube} · ${file.categoria}`} size="xl">
      {url ? (
        file.type === 'video' ? (
          <video src={url} controls autoPlay loop muted playsInline style={{ width: '100%' }} data-testid="team-file-video" />
        ) : (
          <img src={url} alt={file.descricao || file.categoria} style={{ width: '100%' }} data-testid="team-file-image" />
        )
      ) : (
        <Center h={200}>
          <Loader role="status" aria-label={t('general.loading')} />
        </Center>
      )}
    </Modal>
  );
}

/** One list of the page: a titled table, newest first, with a folder icon when empty. */
function ClubList<T extends { id: number }>({ emptyTitle, ...section }: Omit<TableSectionProps<T>, 'defaultSort' | 'empty'> & { emptyTitle: string }) {
  return (
    <div>
      <TableSection {...section} defaultSort={{ key: 'id', direction: 'desc' }} empty={{ icon: <IconFolder size={28} />, title: emptyTitle }} />
    </div>
  );
}

/** /team/treinos: the club's files (play, download, delete for the leader) and the trainings of its categories (view, read-only). */
export default function TeamTreinosPage() {
  const { t, i18n } = useTranslation();
  const list = useTeamTreinos();
  const remove = useDeleteTeamFile();
  // Changes to the club need the server: offline the screen stays readable, its actions disabled.
  const offline = useReadOnlyOffline('club');
  const [playing, setPlaying] = useState<TeamFile | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const canSend = useClubsWithCategories().length > 0;

  useScreenLoadError(list.error);

  const date = (iso: string) => {
    const d = new Date(iso.length === 10 ? `${iso}T12:00:00` : iso);
    return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(i18n.language);
  };

  const fileColumns = useMemo<DataColumn<TeamFile>[]>(
    () => [
      { key: 'id', title: '#', sortable: true, width: 60 },
      { key: 'type', title: t('teams.kind'), sortable: true, render: (r) => t(`teams.kind-${r.type}`), searchValue: (r) => t(`teams.kind-${r.type}`), hideBelow: 'sm', cellTestId: (r) => `team-file-kind-${r.id}` },
      { key: 'clube', title: t('teams.club'), sortable: true, hideBelow: 'md' },
      { key: 'categoria', title: t('teams.category'), sortable: true },
      // Who sent the file to the club (the video's own teacher field may name someone else).
      { key: 'sender', title: t('teams.sender'), sortable: true, render: (r) => r.user.name || '—', searchValue: (r) => r.user.name, sortValue: (r) => r.user.name, hideBelow: 'sm', cellTestId: (r) => `team-file-sender-${r.id}` },
      { key: 'descricao', title: t('teams.description'), render: (r) => shortText(r.descricao), cellTitle: (r) => r.descricao, hideBelow: 'md' },
      { key: 'data', title: t('teams.date'), sortable: true, render: (r) => date(r.data) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- date follows the language
    [t, i18n.language],
  );
  const trainingColumns = useMemo<DataColumn<TeamTraining>[]>(
    () => [
      { key: 'id', title: '#', sortable: true, width: 60 },
      { key: 'category', title: t('teams.category'), sortable: true, render: (r) => r.category.name, searchValue: (r) => r.category.name, sortValue: (r) => r.category.name },
      { key: 'user', title: t('teams.sender'), render: (r) => r.user.name, searchValue: (r) => r.user.name, hideBelow: 'sm' },
      { key: 'metodologia', title: t('teams.methodology'), render: (r) => shortText(r.metodologia, 50), hideBelow: 'md' },
      { key: 'data', title: t('teams.date'), sortable: true, render: (r) => date(r.data) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- date follows the language
    [t, i18n.language],
  );

  const download = (file: TeamFile) => {
    setDownloading(file.id);
    fetchTeamFile(file.id)
      .then((blob) => {
        downloadBlob(blob, `${file.clube} ${file.categoria} ${file.id}.${fileExtension(file, blob.type)}`);
        notifications.show({ color: 'green', message: t('general.download') });
      })
      .catch((err: unknown) => handleApiError(err))
      .finally(() => setDownloading(null));
  };

  const fileActions: RowAction<TeamFile>[] = [
    { key: 'play', label: t('teams.play'), icon: <IconPlayerPlay size={18} />, hidden: (r) => r.type !== 'video', onClick: (r) => setPlaying(r), testId: (r) => `team-file-play-${r.id}` },
    { key: 'view', label: t('teams.view-image'), icon: <IconPhoto size={18} />, hidden: (r) => r.type !== 'image', onClick: (r) => setPlaying(r), testId: (r) => `team-file-view-${r.id}` },
    { key: 'download', label: t('general.download'), icon: <IconDownload size={18} />, color: 'teal', onClick: download, loading: (r) => downloading === r.id, testId: (r) => `team-file-download-${r.id}` },
    {
      key: 'delete',
      mutates: true,
      label: t('confirm.delete'),
      icon: <IconTrash size={18} />,
      color: 'red',
      hidden: (r) => !r.updatable,
      testId: (r) => `team-file-delete-${r.id}`,
      onClick: (r) =>
        void confirmDelete({
          title: `${r.clube} · ${r.categoria}`,
          message: shortText(r.descricao, 120) || t('confirm.delete'),
          onConfirm: async () => {
            await remove.mutateAsync(r.id);
            notifications.show({ color: 'green', message: t('general.deleted') });
          },
        }),
    },
  ];
  const trainingActions: RowAction<TeamTraining>[] = [{ key: 'view', label: t('teams.view'), icon: <IconEye size={18} />, href: (r) => `/treino/${r.id}`, testId: (r) => `team-training-view-${r.id}` }];

  return (
    <Container size="xl" py="md">
      <PageHeader
        title={t('teams.files-title')}
        actions={
          canSend ? (
            <Button leftSection={<IconUpload size={18} />} onClick={() => setSending(true)} {...offlineAction(offline)} data-testid="team-file-send">
              {t('teams.upload')}
            </Button>
          ) : null
        }
      />
      {list.error ? <Alert color="red">{t('errors.internal')}</Alert> : null}
      <Stack gap="xl">
        <ClubList
          title={t('teams.videos-title')}
          records={list.data?.treinos}
          loading={list.isLoading}
          columns={fileColumns}
          actions={fileActions}
          emptyTitle={t('teams.no-files')}
          testId="team-files-table"
          rowTestId={(r) => `team-file-row-${r.id}`}
        />
        <ClubList
          title={t('teams.trainings-title')}
          records={list.data?.trainings}
          loading={list.isLoading}
          columns={trainingColumns}
          actions={trainingActions}
          emptyTitle={t('teams.no-trainings')}
          testId="team-trainings-table"
          rowTestId={(r) => `team-training-row-${r.id}`}
        />
        <ClubLibrary />
      </Stack>
      {playing ? <TeamFilePlayer file={playing} onClose={() => setPlaying(null)} /> : null}
      {sending ? <SendFileModal opened onClose={() => setSending(false)} /> : null}
    </Container>
  );
}
