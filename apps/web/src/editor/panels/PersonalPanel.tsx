import { Alert, Button, FileButton, Progress, Stack, Text } from '@mantine/core';
import type { UserImage } from '@prancheta/shared';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, getBlob, upload } from '../../api/client.ts';
import { toFormData } from '../../api/formData.ts';
import { handleApiError } from '../../api/errors.ts';
import { imageUploadProblem } from '../../components/imageUploadProblem.ts';
import type { PaletteItem } from '../tools/palette.ts';
import { SpriteGrid } from './SpriteGrid.tsx';

const NO_IMAGES: UserImage[] = [];

/** Query key of the personal images list. */
export const userImagesKey = ['user-images'] as const;

/** Thumbnails of private images need the bearer token: fetch as blobs, show object URLs. */
function usePrivateUrls(images: UserImage[]): Record<number, string> {
  const [urls, setUrls] = useState<Record<number, string>>({});
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void Promise.all(
      images.map(async (img) => {
        if (!img.url.startsWith('/api/')) return [img.id, img.url] as const;
        const blob = await getBlob(img.url.replace(/^\/api\//, '')).catch(() => null);
        if (!blob) return [img.id, ''] as const;
        const u = URL.createObjectURL(blob);
        made.push(u);
        return [img.id, u] as const;
      }),
    ).then((pairs) => live && setUrls(Object.fromEntries(pairs)));
    return () => {
      live = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [images]);
  return urls;
}

/** Personal images: upload jpeg/png/bmp up to 3 MB with progress; click or drag one to place it. */
export function PersonalPanel({ onPlace }: { onPlace: (item: PaletteItem) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: userImagesKey, queryFn: ({ signal }) => api.get<{ images: UserImage[] }>('user-images', signal).then((r) => r.images) });
  const images = list.data ?? NO_IMAGES;
  const urls = usePrivateUrls(images);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File | null) => {
    if (!file) return;
    const local = imageUploadProblem(file);
    if (local) {
      setProblem(t(local));
      return;
    }
    setProblem(null);
    const form = toFormData({ image: file });
    setProgress(0);
    try {
      await upload<{ image: UserImage }>('user-images', form, setProgress);
      await queryClient.invalidateQueries({ queryKey: userImagesKey });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 413 || err.status === 422 || err.status === 400)) setProblem(err.message);
      else handleApiError(err, { paymentRedirect: '/profile' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="sm">
      <FileButton onChange={send} accept="image/png,image/jpeg,image/jpg,image/bmp">
        {(props) => (
          <Button {...props} leftSection={<IconUpload size={16} />} variant="light" loading={progress !== null} data-testid="personal-upload">
            {t('editor.upload-image')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {t('editor.upload-hint')}
      </Text>
      {progress !== null ? <Progress value={progress * 100} animated aria-label={t('editor.uploading')} /> : null}
      {problem ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="personal-error" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <SpriteGrid
        cols={3}
        onPlace={onPlace}
        empty={list.isLoading ? t('editor.loading') : t('editor.no-personal')}
        entries={images.map((img) => ({ item: { kind: 'image', src: img.url, imageId: img.id }, url: urls[img.id] ?? '', label: t('editor.personal-image'), testId: `personal-image-${img.id}` }))}
      />
    </Stack>
  );
}
