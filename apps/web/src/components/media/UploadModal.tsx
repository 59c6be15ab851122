import { ActionIcon, Box, Button, FileButton, Group, Modal, Progress, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { baseName, LIMITS, mediaName } from '@prancheta/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import type { NamedFile } from '../../api/media.ts';
import { useZodForm } from '../../components/form/index.ts';

/** What an upload modal accepts and how files are named. */
export interface UploadRules {
  /** `accept` of the file input. */
  accept: string;
  /** Extensions (lower case, no dot) kept; others are skipped with skippedKey. */
  extensions: readonly string[];
  /** i18n key shown for a skipped file (param: name). */
  skippedKey: string;
  /** Each file gets a required, editable name (gifs); otherwise files keep their own names. */
  named: boolean;
  /** Appended to the typed name when sent (".gif" for a coach's gifs). */
  nameSuffix?: string;
  maxFiles: number;
  maxBytes: number;
}

interface Chosen {
  id: number;
  file: File;
  preview: string;
}

/** The typed names by file id (only when the rules ask for names), each checked by the shared mediaName. */
type NameValues = { names: Record<string, string> };
const namesSchema = z.object({ names: z.record(z.string(), mediaName) });

let nextId = 1;

/** The typed name plus the suffix, without doubling it ("a.gif" stays "a.gif"). */
function withSuffix(name: string, suffix = ''): string {
  return suffix && name.toLowerCase().endsWith(suffix) ? name : `${name}${suffix}`;
}

export interface UploadModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  rules: UploadRules;
  /** Sends the files (name already suffixed); resolves when stored, rejects after telling the user why. Progress is 0..1. */
  send: (files: NamedFile[], onProgress: (f: number) => void) => Promise<void>;
}

/**
 * The upload modal of seed 001 §2: a multi-file picker, previews, a required editable name per file
 * (defaulting to the file name without extension), a remove icon, add-files and clean-files buttons,
 * and upload progress. Files of other types are skipped with a message; nothing is sent empty.
 */
export function UploadModal({ opened, onClose, title, rules, send }: UploadModalProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const form = useZodForm<NameValues>(namesSchema, { names: {} });
  const [progress, setProgress] = useState<number | null>(null);

  const clean = () => {
    setChosen((list) => {
      list.forEach((c) => URL.revokeObjectURL(c.preview));
      return [];
    });
    form.setValues({ names: {} });
    form.clearErrors();
  };
  useEffect(() => {
    if (!opened) clean();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- empty the list whenever the modal closes
  }, [opened]);

  const add = (files: File[]) => {
    const kept: Chosen[] = [];
    for (const file of files) {
      const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
      if (!rules.extensions.includes(ext)) {
        notifications.show({ color: 'orange', message: t(rules.skippedKey, { name: file.name }) });
        continue;
      }
      if (file.size > rules.maxBytes) {
        notifications.show({ color: 'orange', message: `${file.name}: ${t('gifs.too-large', { max: Math.round(rules.maxBytes / 1048576) })}` });
        continue;
      }
      kept.push({ id: nextId++, file, preview: URL.createObjectURL(file) });
    }
    const room = rules.maxFiles - chosen.length;
    if (kept.length > room) {
      notifications.show({ color: 'orange', message: t('gifs.too-many', { max: rules.maxFiles }) });
      kept.splice(Math.max(0, room)).forEach((c) => URL.revokeObjectURL(c.preview));
    }
    setChosen((list) => [...list, ...kept]);
    if (rules.named) form.setValues((v) => ({ names: { ...v.names, ...Object.fromEntries(kept.map((c) => [String(c.id), baseName(c.file.name)])) } }));
  };

  const remove = (id: number) => {
    setChosen((list) => {
      list.filter((c) => c.id === id).forEach((c) => URL.revokeObjectURL(c.preview));
      return list.filter((c) => c.id !== id);
    });
    form.setValues((v) => ({ names: Object.fromEntries(Object.entries(v.names ?? {}).filter(([key]) => key !== String(id))) }));
  };

  const nameOf = (c: Chosen) => form.getValues().names[String(c.id)] ?? '';

  const submit = async () => {
    if (chosen.length === 0) {
      notifications.show({ color: 'orange', message: t('gifs.no-files') });
      return;
    }
    if (form.validate().hasErrors) return;
    setProgress(0);
    try {
      await send(
        chosen.map((c) => ({ file: c.file, name: rules.named ? withSuffix(nameOf(c).trim(), rules.nameSuffix) : c.file.name })),
        setProgress,
      );
      clean();
      onClose();
    } catch (err) {
      // `send` has already said why. A refused upload stored nothing: the refused files leave the
      // list so the coach starts again with other files (other failures keep them for a retry).
      if (err instanceof ApiError && err.status === 422) clean();
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title={title} size="lg" data-testid="upload-modal">
      <Stack>
        <Group gap="xs">
          <FileButton onChange={add} accept={rules.accept} multiple>
            {(props) => (
              <Button {...props} leftSection={<IconPlus size={16} />} variant="light" disabled={busy} data-testid="upload-add-files">
                {t('gifs.add-files')}
              </Button>
            )}
          </FileButton>
          <Button leftSection={<IconX size={16} />} variant="subtle" color="gray" onClick={clean} disabled={busy || chosen.length === 0} data-testid="upload-clean-files">
            {t('gifs.clean-files')}
          </Button>
          <Text size="xs" c="dimmed">
            {chosen.length}/{rules.maxFiles}
          </Text>
        </Group>
        {chosen.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="md">
            {t('gifs.no-files')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah="50vh">
            <Stack gap="xs">
              {chosen.map((c) => (
                <Group key={c.id} wrap="nowrap" align="flex-start" data-testid="upload-item">
                  <Box w={72} h={72} style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6, overflow: 'hidden' }}>
                    <img src={c.preview} alt="" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
                  </Box>
                  {rules.named ? (
                    <TextInput
                      style={{ flex: 1 }}
                      label={t('gifs.name')}
                      required
                      {...form.getInputProps(`names.${c.id}`)}
                      rightSection={rules.nameSuffix ? <Text size="xs" c="dimmed">{rules.nameSuffix}</Text> : undefined}
                      rightSectionWidth={rules.nameSuffix ? 40 : undefined}
                      disabled={busy}
                      data-testid="upload-name"
                    />
                  ) : (
                    <Text style={{ flex: 1 }} size="sm" truncate>
                      {c.file.name}
                    </Text>
                  )}
                  <ActionIcon variant="subtle" color="red" mt={rules.named ? 26 : 0} onClick={() => remove(c.id)} aria-label={`${t('gifs.remove')} ${rules.named ? nameOf(c) : baseName(c.file.name)}`} disabled={busy} data-testid="upload-remove">
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {busy ? (
          <Stack gap={4}>
            <Progress value={Math.round((progress ?? 0) * 100)} animated data-testid="upload-progress" />
            <Text size="xs" c="dimmed">
              {t('gifs.uploading', { percent: Math.round((progress ?? 0) * 100) })}
            </Text>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('general.cancel')}
          </Button>
          <Button leftSection={<IconUpload size={16} />} onClick={() => void submit()} loading={busy} disabled={chosen.length === 0} data-testid="upload-send">
            {t('gifs.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Upload rules of the media screens (seed 001 §5/§9). */
export const UPLOAD_RULES = {
  adminGifs: { accept: 'image/gif,image/webp', extensions: ['gif', 'webp'], skippedKey: 'gifs.onlygifs', named: true, maxFiles: LIMITS.gifs.maxPerUpload, maxBytes: LIMITS.gifs.maxBytes },
  userGifs: { accept: 'image/gif', extensions: ['gif'], skippedKey: 'gifs.onlygifs', named: true, nameSuffix: '.gif', maxFiles: LIMITS.gifs.maxPerUpload, maxBytes: LIMITS.gifs.maxBytes },
  files: { accept: 'image/png,image/jpeg,image/gif,image/webp', extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'], skippedKey: 'files.only-images', named: false, maxFiles: LIMITS.media.filesMaxPerUpload, maxBytes: LIMITS.media.filesMaxBytes },
} satisfies Record<string, UploadRules>;
