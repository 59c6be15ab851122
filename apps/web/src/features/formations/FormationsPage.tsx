import { Button, Center, Container, Image, Loader, Modal, SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Formation } from '@prancheta/shared';
import { IconLayoutBoard, IconPlus, IconPrinter, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { fetchFormationImage, fetchPrintToken, useDeleteFormation, useFormations } from '../../api/formations.ts';
import { storedLanguage } from '../../i18n/i18n.ts';
import { downloadBlob, toJpeg } from '../../components/download.ts';
import { confirmDelete } from '../../components/confirm/index.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SportPickerModal } from '../../components/sports/SportPickerModal.tsx';
import { FormationCard } from './FormationCard.tsx';
import { withQueuedSaves } from './queuedFormations.ts';
import { useQueue } from '../../pwa/useQueue.ts';
import { useShare } from '../../components/share/useShare.tsx';
import { downloadPlayFile } from '../../components/playfiles/downloadPlayFile.ts';
import { ImportPlayButton } from '../../components/playfiles/ImportPlayButton.tsx';
import { useScreenLoadError } from '../../components/useReportError.ts';
import { useIsExample } from '../../api/examples.ts';

/** The print window address (seed: print/fr with exs[i], token and the 2-letter language). */
export function printUrl(ids: number[], token: string, lang: string): string {
  const exs = ids.map((id) => `exs[]=${id}`).join('&');
  return `/api/print/fr?${exs}&lang=${encodeURIComponent(lang.slice(0, 2) || 'pt')}&token=${encodeURIComponent(token)}`;
}

/** Downloads the formation's picture: the stored PNG, or a much lighter JPEG of the same size. */
async function download(f: Formation, format: 'png' | 'jpeg' | 'prancheta'): Promise<void> {
  if (format === 'prancheta') return downloadPlayFile(f.id, f.clube);
  const png = await fetchFormationImage(f.id);
  if (format === 'png') downloadBlob(png, `formacao-${f.id}.png`);
  else downloadBlob(await toJpeg(png), `formacao-${f.id}.jpg`);
}

/** /formacoes: my image formations with view, edit, delete, download and print. */
export default function FormationsPage() {
  const { t } = useTranslation();
  const share = useShare();
  const list = useFormations('image');
  const isExample = useIsExample('formations');
  const remove = useDeleteFormation();
  const [picking, setPicking] = useState(false);
  const [viewing, setViewing] = useState<{ url: string; id: number } | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [printing, setPrinting] = useState(false);

  const queue = useQueue();
  const { saves } = queue;
  // Offline with formations saved on this device, the list shows them (the needs-internet state
  // would hide them); it waits for the queue's first read before deciding.
  const waitingHere = offlineError(list.error) !== null && (!queue.loaded || saves.length > 0);
  useScreenLoadError(waitingHere ? null : list.error, { paymentRedirect: '/profile' });

  // The saves waiting on this device show at once, over the server's rows they will replace.
  const formations = withQueuedSaves(list.data ?? [], saves);
  const print = async (ids: number[]) => {
    if (!ids.length) {
      notifications.show({ message: t('formations.print-hint') });
      return;
    }
    setPrinting(true);
    // Open the window in the click's turn so pop-up blockers allow it, then point it at the PDF.
    const win = window.open('about:blank', '_blank');
    try {
      const token = await fetchPrintToken();
      const url = printUrl(ids, token, storedLanguage());
      if (win) win.location.href = url;
      else window.open(url, '_blank');
    } catch (err) {
      win?.close();
      handleApiError(err);
    } finally {
      setPrinting(false);
    }
  };

  const askDelete = (f: Formation) =>
    void confirmDelete({
      title: t('formations.delete-title'),
      message: t('formations.delete-confirm', { id: f.id }),
      confirmLabel: t('formations.delete'),
      onConfirm: async () => {
        await remove.mutateAsync(f.id);
        setChecked((c) => c.filter((id) => id !== f.id));
        notifications.show({ color: 'green', message: t('formations.deleted') });
      },
    });

  return (
    <Container size="xl" py="md">
      <PageHeader
        title={t('formations.title')}
        subtitle={t('formations.subtitle')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} />}
              loading={printing}
              onClick={() => void print(checked)}
              title={checked.length ? undefined : t('formations.print-hint')}
              data-testid="formations-print"
            >
              {checked.length ? `${t('formations.print-selected')} (${checked.length})` : t('formations.print')}
            </Button>
            <ImportPlayButton />
            <Button component={Link} to="/compartilhadas" variant="default" leftSection={<IconUsers size={18} />} data-testid="formations-shared">
              {t('coedit.shared-title')}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setPicking(true)} data-testid="formations-new">
              {t('formations.new')}
            </Button>
          </>
        }
      />
      {list.isLoading && formations.length === 0 ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : formations.length === 0 ? (
        <EmptyState
          icon={<IconLayoutBoard size={28} />}
          title={t('formations.empty')}
          hint={t('formations.empty-hint')}
          action={
            <Button leftSection={<IconPlus size={18} />} onClick={() => setPicking(true)} data-testid="formations-empty-new">
              {t('formations.new')}
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {formations.map(({ formation: f, queued }) => (
            <FormationCard
              key={queued ? `queued-${queued.seq}` : f.id}
              formation={f}
              example={isExample(f.id)}
              queued={queued && queued.seq !== undefined ? { seq: queued.seq, png: queued.input.png } : null}
              checked={checked.includes(f.id)}
              onCheck={(on) => setChecked((c) => (on ? [...c, f.id] : c.filter((id) => id !== f.id)))}
              onView={(url) => url && setViewing({ url, id: f.id })}
              onPrint={() => void print([f.id])}
              onDownload={(format) => void download(f, format).catch((err: unknown) => handleApiError(err))}
              onShare={() => share.open({ kind: 'formation', id: f.id, title: f.clube || `#${f.id}` })}
              onDelete={() => askDelete(f)}
            />
          ))}
        </SimpleGrid>
      )}
      <SportPickerModal opened={picking} onClose={() => setPicking(false)} />
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        size="auto"
        title={viewing ? t('formations.view-title', { id: viewing.id }) : ''}
        data-testid="formation-viewer"
      >
        {viewing ? <Image src={viewing.url} alt="" maw="min(90vw, 1280px)" /> : null}
      </Modal>
      {share.modal}
    </Container>
  );
}
