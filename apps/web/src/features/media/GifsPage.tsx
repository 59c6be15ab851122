import { Button, Center, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconGif } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProtected, isPublicMediaUrl } from '../../api/media.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useBlobUrl } from '../../components/useBlobUrl.ts';
import type { PickedGif } from '../../components/media/GifPicker.tsx';
import { GifPicker } from '../../components/media/GifPicker.tsx';
import { mediaLabel } from '../../components/media/mediaLabel.ts';

/**
 * /gifs: the coach's window on the gif library: browse and search it, keep own gifs in "Meus gifs"
 * (through the same picker fitness exercises use) and look at or download the chosen gif.
 */
export default function GifsPage() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<PickedGif | null>(null);
  const blob = useBlobUrl(picked && !isPublicMediaUrl(picked.url) ? (signal) => fetchProtected(picked.url, signal) : null, picked?.url ?? '');
  const src = picked ? (isPublicMediaUrl(picked.url) ? picked.url : blob) : null;
  const label = picked ? mediaLabel(t, { type: 'image', name: picked.name }) : '';
  return (
    <Container size="md" py="md">
      <PageHeader
        title={t('gifs.title')}
        actions={
          <Button leftSection={<IconGif size={16} />} onClick={() => setOpened(true)} data-testid="open-gif-picker">
            {t('gifs.pick')}
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        {picked ? (
          <Stack align="center" data-testid="picked-gif" data-path={picked.path} data-usergif={picked.usergif ? '1' : '0'}>
            <Text fw={600}>{label}</Text>
            <Center w={240} h={240}>
              {src ? <img src={src} alt={label} style={{ maxWidth: '100%', maxHeight: '100%' }} /> : null}
            </Center>
            <Group>
              {src ? (
                <Button component="a" href={src} download={`Gif ${label}.gif`} variant="light" leftSection={<IconDownload size={16} />}>
                  {t('general.download')}
                </Button>
              ) : null}
              <Button variant="default" onClick={() => setOpened(true)}>
                {t('gifs.pick')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <EmptyState icon={<IconGif />} title={t('gifs.select')} hint={t('gifs.page-hint')} />
        )}
      </Paper>
      <GifPicker opened={opened} onClose={() => setOpened(false)} onPick={setPicked} />
    </Container>
  );
}
