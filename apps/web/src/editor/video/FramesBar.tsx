import { ActionIcon, Alert, Badge, Button, Group, Menu, NumberInput, Paper, Text } from '@mantine/core';
import { HoverTooltip } from '../../components/HoverTooltip.tsx';
import { LIMITS } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import { animationDurationMs } from '@prancheta/shared/scene/index.ts';
import { IconChevronLeft, IconChevronRight, IconEye, IconEyeOff, IconPlayerPlay, IconPlayerStop, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalSeparator, formatNumber } from '../../components/format.ts';
import { updateObjects } from '../state/docOps.ts';
import type { EditorStore } from '../state/store.ts';
import { useEditorState } from '../state/store.ts';
import type { FrameController } from './frameController.ts';
import { useFrames } from './frameController.ts';

/** Props of the frames toolbar. */
export interface FramesBarProps {
  store: EditorStore;
  controller: FrameController;
  speed: number;
  onSpeed: (speed: number) => void;
  onPreview: () => void;
  onStop: () => void;
  disabled?: boolean;
}

/**
 * Video frames: previous/next (the 'add-frame' alert at the last frame), add and delete frame, hide
 * the selection from this frame or show hidden objects again, the preview speed and play/stop.
 */
export function FramesBar({ store, controller, speed, onSpeed, onPreview, onStop, disabled = false }: FramesBarProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const speedId = useId();
  const { frame, frames, playing } = useFrames(controller);
  const selection = useEditorState(store, (s) => s.selection);
  const view = useEditorState(store, (s) => s.doc);
  const [atLast, setAtLast] = useState(false);
  const locked = playing || disabled;
  const hidden = view.objects.filter((o) => !o.visible);

  const next = () => setAtLast(!controller.next());
  const previous = () => {
    setAtLast(false);
    controller.previous();
  };
  const add = () => {
    setAtLast(false);
    controller.add();
  };
  const hideSelection = () => {
    const patches = Object.fromEntries(selection.map((id) => [id, { visible: false }]));
    store.apply({ doc: updateObjects(store.getState().doc, patches), selection: [], commit: true });
  };
  const show = (id: string) => store.apply({ doc: updateObjects(store.getState().doc, { [id]: { visible: true } }), commit: true });

  return (
    <Paper withBorder radius="md" p="xs" mb="sm" data-testid="frames-bar">
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Group gap={6} wrap="wrap">
          <HoverTooltip label={t('videos.previous')}>
            <ActionIcon variant="default" size="lg" onClick={previous} disabled={locked || frame <= 1} aria-label={t('videos.previous')} data-testid="frame-previous">
              <IconChevronLeft size={18} />
            </ActionIcon>
          </HoverTooltip>
          <Badge size="lg" variant="light" miw={120} data-testid="frame-label" data-frame={frame} data-frames={frames}>
            {t('videos.frame', { frame, frames })}
          </Badge>
          <HoverTooltip label={t('videos.next')}>
            <ActionIcon variant="default" size="lg" onClick={next} disabled={locked} aria-label={t('videos.next')} data-testid="frame-next">
              <IconChevronRight size={18} />
            </ActionIcon>
          </HoverTooltip>
          <Button variant="light" size="sm" leftSection={<IconPlus size={16} />} onClick={add} disabled={locked} data-testid="frame-add">
            {t('videos.add-frame')}
          </Button>
          <HoverTooltip label={frames > 1 ? t('videos.delete-frame') : t('videos.delete-frame-refused')}>
            <ActionIcon variant="default" color="red" size="lg" onClick={() => controller.remove()} disabled={locked || frames <= 1} aria-label={t('videos.delete-frame')} data-testid="frame-delete">
              <IconTrash size={18} />
            </ActionIcon>
          </HoverTooltip>
        </Group>
        <Group gap={6} wrap="wrap">
          <Button variant="default" size="sm" leftSection={<IconEyeOff size={16} />} onClick={hideSelection} disabled={locked || selection.length === 0} data-testid="frame-hide">
            {t('videos.hide-from-frame')}
          </Button>
          <Menu position="bottom-end" disabled={locked || hidden.length === 0}>
            <Menu.Target>
              <Button variant="default" size="sm" leftSection={<IconEye size={16} />} disabled={locked || hidden.length === 0} data-testid="frame-show">
                {t('videos.hidden-here', { count: hidden.length })}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {hidden.map((o) => (
                <Menu.Item key={o.id} onClick={() => show(o.id)} data-testid={`frame-show-${o.id}`}>
                  {t('videos.show-object', { name: o.label || t(`videos.kinds.${o.type}`) })}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap={6} wrap="wrap">
          <Text component="label" htmlFor={speedId} size="sm" fw={500}>
            {t('videos.speed-short')}
          </Text>
          <NumberInput
            id={speedId}
            decimalSeparator={decimalSeparator(lang)}
            size="sm"
            w={110}
            min={LIMITS.previewSpeed.min}
            max={LIMITS.previewSpeed.max}
            step={LIMITS.previewSpeed.step}
            decimalScale={1}
            clampBehavior="strict"
            value={speed}
            onChange={(v) => onSpeed(typeof v === 'number' ? v : LIMITS.previewSpeed.default)}
            disabled={locked}
            aria-label={t('videos.speed')}
            leftSection={<Text size="xs">×</Text>}
            data-testid="preview-speed"
          />
          <Text size="xs" c="dimmed" data-testid="preview-length">
            {t('videos.length', { seconds: formatNumber(animationDurationMs(frames, speed) / 1000, lang) })}
          </Text>
          {playing ? (
            <Button color="red" size="sm" leftSection={<IconPlayerStop size={16} />} onClick={onStop} disabled={disabled} data-testid="preview-stop">
              {t('videos.stop')}
            </Button>
          ) : (
            <Button size="sm" leftSection={<IconPlayerPlay size={16} />} onClick={onPreview} disabled={disabled} data-testid="preview-play">
              {t('videos.preview')}
            </Button>
          )}
        </Group>
      </Group>
      {atLast ? (
        <Alert mt="xs" color="yellow" withCloseButton onClose={() => setAtLast(false)} data-testid="add-frame-alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('add-frame')}</Text>
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add}>
              {t('videos.add-frame')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Paper>
  );
}
