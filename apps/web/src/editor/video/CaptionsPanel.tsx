import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { HoverTooltip } from '../../components/HoverTooltip.tsx';
import { LIMITS } from '@prancheta/shared';
import { captionBox, captionRange, captionShownAt, captionsOf, createCaption, withCaptionRange } from '@prancheta/shared/scene/index.ts';
import type { CaptionObject } from '@prancheta/shared/scene/index.ts';
import { IconMessage2Plus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTION_FONT, measureText } from '../render/measureText.ts';
import { addObjects, removeObjects, updateObjects } from '../state/docOps.ts';
import type { EditorStore } from '../state/store.ts';
import { useEditorState } from '../state/store.ts';
import { CAPTION_POSITIONS, CaptionDialog } from './CaptionDialog.tsx';
import type { CaptionValues } from './CaptionDialog.tsx';
import type { FrameController } from './frameController.ts';
import { useFrames } from './frameController.ts';

/** Size of the caption's box for its text, measured as the canvas draws it. */
function boxOf(text: string, fontSize: number) {
  const measured = measureText(text, fontSize, 'bold', CAPTION_FONT);
  return captionBox(measured.width, measured.height, fontSize);
}

/** A short form of a caption's text for labels. */
const short = (text: string) => (text.length > 30 ? `${text.slice(0, 29)}…` : text);

/**
 * Captions of the video: the list (text, frames, whether shown in the current frame) with edit and
 * delete, and "add caption". Every change is an ordinary edit of the frame being shown, so it enters
 * the editor's undo history; the caption's range and position hold for every frame.
 */
export function CaptionsPanel({ store, controller, disabled = false }: { store: EditorStore; controller: FrameController; disabled?: boolean }) {
  const { t } = useTranslation();
  const { frame, frames, playing } = useFrames(controller);
  const view = useEditorState(store, (s) => s.doc);
  const captions = captionsOf(view);
  const [editing, setEditing] = useState<CaptionObject | 'new' | null>(null);
  const locked = disabled || playing;

  const submit = (values: CaptionValues) => {
    const current = editing === 'new' ? null : editing;
    setEditing(null);
    const doc = store.getState().doc;
    const fields = { text: values.text, fontSize: values.fontSize, fill: values.fill, background: values.background };
    const range = { from: values.from, to: values.to };
    const y = values.position === 'current' ? undefined : CAPTION_POSITIONS[values.position];
    if (!current) {
      const made = createCaption(fields, range, { x: LIMITS.canvas.width / 2, y }, measureText(values.text, fields.fontSize, 'bold', CAPTION_FONT));
      const shown = captionShownAt(made, frame);
      store.apply({ doc: addObjects(doc, [{ ...made, visible: shown }]), selection: shown ? [made.id] : [], tool: 'select', commit: true });
      return;
    }
    const edited = withCaptionRange({ ...current, ...fields, ...boxOf(fields.text, fields.fontSize), ...(y === undefined ? {} : { x: LIMITS.canvas.width / 2, y }), visible: true }, range);
    // The flat view of this frame shows the caption only inside its (new) range.
    store.apply({ doc: updateObjects(doc, { [current.id]: { ...edited, visible: captionShownAt(edited, frame) } }), commit: true });
  };

  const remove = (c: CaptionObject) => store.apply({ doc: removeObjects(store.getState().doc, [c.id]), commit: true });

  return (
    <Paper withBorder radius="md" p="sm" data-testid="captions-panel">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={700} component="h2" m={0}>
            {t('captions.title')}
          </Text>
          <Button size="xs" variant="light" leftSection={<IconMessage2Plus size={16} />} onClick={() => setEditing('new')} disabled={locked} data-testid="caption-add">
            {t('captions.add')}
          </Button>
        </Group>
        {captions.length === 0 ? (
          <Text size="xs" c="dimmed" data-testid="captions-empty">
            {t('captions.empty')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {captions.map((c) => {
              const r = captionRange(c, frames);
              const here = captionShownAt(c, frame);
              return (
                <Group key={c.id} component="li" gap="xs" wrap="nowrap" justify="space-between" data-testid={`caption-row-${c.id}`} data-from={r.from} data-to={r.to} data-here={here}>
                  <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" truncate="end" title={c.text}>
                      {c.text}
                    </Text>
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {r.from === r.to ? t('captions.frame-one', { from: r.from }) : t('captions.frames', { from: r.from, to: r.to })}
                      </Text>
                      {here ? (
                        <Badge size="xs" variant="light" color="green">
                          {t('captions.here')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <HoverTooltip label={t('captions.edit', { text: short(c.text) })}>
                      <ActionIcon variant="default" size="lg" onClick={() => setEditing(c)} disabled={locked} aria-label={t('captions.edit', { text: short(c.text) })} data-testid={`caption-edit-${c.id}`}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    </HoverTooltip>
                    <HoverTooltip label={t('captions.delete', { text: short(c.text) })}>
                      <ActionIcon variant="default" color="red" size="lg" onClick={() => remove(c)} disabled={locked} aria-label={t('captions.delete', { text: short(c.text) })} data-testid={`caption-delete-${c.id}`}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </HoverTooltip>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
      {editing !== null ? <CaptionDialog caption={editing === 'new' ? null : editing} frames={frames} frame={frame} onClose={() => setEditing(null)} onSubmit={submit} /> : null}
    </Paper>
  );
}
