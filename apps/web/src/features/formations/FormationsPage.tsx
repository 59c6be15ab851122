import { Button, Center, Container, Group, Image, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Formation } from '@prancheta/shared';
import { IconLayoutBoard, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { fetchFormationImage, fetchPrintToken, useDeleteFormation, useFormations } from '../../api/formations.ts';
import { storedLanguage } from '../../app/i18n.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SportPickerModal } from '../sports/SportPickerModal.tsx';
import { FormationCard } from './FormationCard.tsx';

/** The print window address (seed: print/fr with exs[i], token and the 2-letter language). */
export function printUrl(ids: number[], token: string, lang: string): string {
  const exs = ids.map((id) => `exs[]=${id}`).join('&');
  return `/api/print/fr?${exs}&lang=${encodeURIComponent(lang.slice(0, 2) || 'pt')}&token=${encodeURIComponent(token)}`;
}

async function download(f: Formation): Promise<void> {
  const blob = await fetchFormationImage(f.id);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `formacao-${f.id}.png`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 5_000);
}

/** /formacoes: my image formations with view, edit, delete, download and print. */
export default function FormationsPage() {
  const { t } = useTranslation();
  const list = useFormations('image');
  const remove = useDeleteFormation();
  const [picking, setPicking] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Formation | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (list.error) handleApiError(list.error, { paymentRedirect: '/profile' });
  }, [list.error]);

  const formations = list.data ?? [];
  const print = async () => {
    if (!checked.length) return;
    setPrinting(true);
    // Open the window in the click's turn so pop-up blockers allow it, then point it at the PDF.
    const win = window.open('about:blank', '_blank');
    try {
      const token = await fetchPrintToken();
      const url = printUrl(checked, token, storedLanguage());
      if (win) win.location.href = url;
      else window.open(url, '_blank');
    } catch (err) {
      win?.close();
      handleApiError(err);
    } finally {
      setPrinting(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setChecked((c) => c.filter((id) => id !== deleting.id));
      notifications.show({ color: 'green', message: t('formations.deleted') });
    } catch (err) {
      handleApiError(err);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Container size="xl" py="md">
      <PageHeader
        title={t('formations.title')}
        subtitle={t('formations.subtitle')}
        actions={
          <>
            <Button variant="default" leftSection={<IconPrinter size={18} />} disabled={!checked.length} loading={printing} onClick={() => void print()} data-testid="formations-print">
              {t('formations.print')} {checked.length ? `(${checked.length})` : ''}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setPicking(true)} data-testid="formations-new">
              {t('formations.new')}
            </Button>
          </>
        }
      />
      {list.isLoading ? (
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
          {formations.map((f) => (
            <FormationCard
              key={f.id}
              formation={f}
              checked={checked.includes(f.id)}
              onCheck={(on) => setChecked((c) => (on ? [...c, f.id] : c.filter((id) => id !== f.id)))}
              onView={(url) => url && setViewing(url)}
              onDownload={() => void download(f).catch((err: unknown) => handleApiError(err))}
              onDelete={() => setDeleting(f)}
            />
          ))}
        </SimpleGrid>
      )}
      <SportPickerModal opened={picking} onClose={() => setPicking(false)} />
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} size="auto" title={t('formations.view')} data-testid="formation-viewer">
        {viewing ? <Image src={viewing} alt="" maw="min(90vw, 1280px)" /> : null}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('formations.delete-title')} data-testid="delete-dialog">
        <Stack>
          <Text size="sm">{t('formations.delete-confirm', { id: deleting?.id ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('general.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void confirmDelete()} data-testid="delete-confirm">
              {t('formations.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
