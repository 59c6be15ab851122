import { ActionIcon, AspectRatio, Badge, Card, Center, Checkbox, Group, Image, Menu, Skeleton, Stack, Text } from '@mantine/core';
import { HoverTooltip } from '../../components/HoverTooltip.tsx';
import { LIMITS } from '@prancheta/shared';
import type { Formation, Language } from '@prancheta/shared';
import { IconChalkboard, IconCloudUpload, IconDownload, IconEye, IconFileExport, IconPencil, IconPrinter, IconShare, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchFormationImage } from '../../api/formations.ts';
import { formatDate } from '../../components/format.ts';
import { useBlobUrl } from '../../components/useBlobUrl.ts';
import { ExampleBadge } from '../../components/ExampleBadge.tsx';

/** The description preview: 35 characters (seed §9) and an ellipsis when longer. */
export function previewText(text: string, max: number = LIMITS.preview.formationDescription): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** One formation: thumbnail, club, category, date, description preview and its actions. */
export function FormationCard({
  formation: f,
  checked,
  onCheck,
  onView,
  onDownload,
  onPrint,
  onShare,
  onDelete,
  queued = null,
  example = false,
}: {
  formation: Formation;
  /**
   * A save of this formation waiting on this device: its picture is shown (the PNG it will send),
   * with the "waiting to sync" mark; the actions that need the server's copy wait for the sync.
   */
  queued?: { seq: number; png: Blob } | null;
  /** A record of the sample set: shows the "Example" badge. */
  example?: boolean;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onView: (url: string | null) => void;
  /** Downloads the picture as the stored PNG or a lighter JPEG, or the play file (.prancheta). */
  onDownload: (format: 'png' | 'jpeg' | 'prancheta') => void;
  /** Prints this formation alone. */
  onPrint: () => void;
  /** Opens the share-by-link modal. */
  onShare: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const url = useBlobUrl(
    queued ? async () => queued.png : f.img ? (signal) => fetchFormationImage(f.id, signal) : null,
    queued ? `queued-${queued.seq}` : `${f.id}-${f.updated_at}-${f.img ?? ''}`,
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      shadow="xs"
      data-testid={f.id ? `formation-${f.id}` : `formation-queued-${queued?.seq ?? 0}`}
      data-queued={queued ? 'true' : undefined}
    >
      <Card.Section style={{ position: 'relative' }}>
        <AspectRatio ratio={4 / 3}>
          {url ? (
            <Image src={url} alt={f.descricao} fit="cover" style={{ cursor: 'zoom-in' }} onClick={() => onView(url)} />
          ) : f.img || queued ? (
            <Skeleton />
          ) : (
            // An imported play has no picture until it is saved in the editor.
            <Center bg="gray.1" p="md" data-testid={`formation-no-picture-${f.id}`}>
              <Text size="sm" c="dimmed" ta="center">
                {t('playfile.no-picture')}
              </Text>
            </Center>
          )}
        </AspectRatio>
        {queued ? (
          <Badge color="orange" leftSection={<IconCloudUpload size={12} />} style={{ position: 'absolute', top: 8, right: 8 }} data-testid="formation-queued-badge">
            {t('pwa.queued-badge')}
          </Badge>
        ) : null}
        {queued ? null : (
          <Checkbox
            checked={checked}
            onChange={(e) => onCheck(e.currentTarget.checked)}
            aria-label={t('formations.select-print')}
            data-testid={`formation-check-${f.id}`}
            style={{ position: 'absolute', top: 8, left: 8 }}
            size="md"
          />
        )}
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {f.clube}
            </Text>
            <ExampleBadge show={example} />
          </Group>
          {f.id ? (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              #{f.id}
            </Text>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" truncate>
          {f.categoria} · {formatDate(f.data, i18n.language as Language) || f.data}
        </Text>
        <Text size="sm" lineClamp={1} title={f.descricao} data-testid={f.id ? `formation-desc-${f.id}` : `formation-desc-queued-${queued?.seq ?? 0}`}>
          {previewText(f.descricao)}
        </Text>
      </Stack>
      <Group gap={4} mt="sm" justify="flex-end">
        <HoverTooltip label={t('formations.view')}>
          <ActionIcon variant="light" size="lg" onClick={() => onView(url)} aria-label={t('formations.view')} data-testid={`formation-view-${f.id}`}>
            <IconEye size={18} />
          </ActionIcon>
        </HoverTooltip>
        {queued ? null : (
          <>
            {f.editable ? (
              <HoverTooltip label={t('formations.edit')}>
                <ActionIcon
                  component={Link}
                  to={`/edit/${f.id}?type=formaction`}
                  variant="light"
                  size="lg"
                  aria-label={t('formations.edit')}
                  data-testid={`formation-edit-${f.id}`}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </HoverTooltip>
            ) : null}
            <HoverTooltip label={t('board-formations.open')}>
              <ActionIcon
                component={Link}
                to={`/board?formation=${f.id}`}
                variant="light"
                size="lg"
                color="pitch"
                aria-label={t('board-formations.open')}
                data-testid={`formation-board-${f.id}`}
              >
                <IconChalkboard size={18} />
              </ActionIcon>
            </HoverTooltip>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <HoverTooltip label={t('formations.download')}>
                  <ActionIcon variant="light" size="lg" aria-label={t('formations.download')} data-testid={`formation-download-${f.id}`}>
                    <IconDownload size={18} />
                  </ActionIcon>
                </HoverTooltip>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => onDownload('jpeg')} data-testid={`formation-download-jpeg-${f.id}`}>
                  {t('formations.download-jpeg')}
                </Menu.Item>
                <Menu.Item onClick={() => onDownload('png')} data-testid={`formation-download-png-${f.id}`}>
                  {t('formations.download-png')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => onDownload('prancheta')} data-testid={`formation-download-playfile-${f.id}`}>
                  {t('playfile.export')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <HoverTooltip label={t('formations.print-one')}>
              <ActionIcon variant="light" size="lg" onClick={onPrint} aria-label={t('formations.print-one')} data-testid={`formation-print-${f.id}`}>
                <IconPrinter size={18} />
              </ActionIcon>
            </HoverTooltip>
            <HoverTooltip label={t('share.action')}>
              <ActionIcon variant="light" color="cyan" size="lg" onClick={onShare} aria-label={t('share.action')} data-testid={`formation-share-${f.id}`}>
                <IconShare size={18} />
              </ActionIcon>
            </HoverTooltip>
            <HoverTooltip label={t('formations.delete')}>
              <ActionIcon variant="light" color="red" size="lg" onClick={onDelete} aria-label={t('formations.delete')} data-testid={`formation-delete-${f.id}`}>
                <IconTrash size={18} />
              </ActionIcon>
            </HoverTooltip>
          </>
        )}
      </Group>
    </Card>
  );
}
