import { ActionIcon, Group, NumberInput, Paper, SegmentedControl, Slider, Stack, Switch, Text, TextInput } from '@mantine/core';
import { HoverTooltip } from '../../components/HoverTooltip.tsx';
import { LIMITS } from '@prancheta/shared';
import type { SceneObject } from '@prancheta/shared/scene/index.ts';
import { round } from '@prancheta/shared/scene/index.ts';
import { IconCopy, IconStackBack, IconStackFront, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ColourPicker } from '../../components/colour-picker/index.ts';
import { getAction } from '../actions/registry.ts';
import { measureText } from '../render/measureText.ts';
import { objectsById, updateObjects } from '../state/docOps.ts';
import type { EditorStore } from '../state/store.ts';
import { useEditorState } from '../state/store.ts';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';

const STROKED = new Set(['line', 'arrow', 'curve', 'freehand', 'shape']);

/** Edits the selected objects: colours, width, scale (step 0.01), rotation, text and shirt fields, order. */
export function PropertiesPanel({ store }: { store: EditorStore }) {
  const { t } = useTranslation();
  const doc = useEditorState(store, (s) => s.doc);
  const selection = useEditorState(store, (s) => s.selection);
  const selected = objectsById(doc, selection);
  if (!selected.length) {
    return (
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" c="dimmed">
          {t('editor.nothing-selected')}
        </Text>
      </Paper>
    );
  }
  const first = selected[0]!;
  const key = selection.join(',');
  const patch = (prop: string, make: (o: SceneObject) => Partial<SceneObject>) => {
    const s = store.getState();
    const patches: Record<string, Partial<SceneObject>> = {};
    for (const o of objectsById(s.doc, s.selection)) patches[o.id] = make(o);
    store.apply({ doc: updateObjects(s.doc, patches), commit: true, mergeKey: `${prop}:${key}` });
  };
  const run = (name: string) => store.apply(getAction(name).perform(store.getState()));
  const stroked = selected.filter((o) => STROKED.has(o.type));
  const single = selected.length === 1 ? first : null;

  return (
    <Paper withBorder radius="md" p="sm" data-testid="properties">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={700}>
            {selected.length === 1 ? t(`editor.object.${first.type}`) : t('editor.selected-count', { count: selected.length })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <HoverTooltip label={t('editor.bring-forward')}>
              <ActionIcon variant="default" onClick={() => run('bringForward')} aria-label={t('editor.bring-forward')} data-testid="prop-forward">
                <IconStackFront size={16} />
              </ActionIcon>
            </HoverTooltip>
            <HoverTooltip label={t('editor.send-backward')}>
              <ActionIcon variant="default" onClick={() => run('sendBackward')} aria-label={t('editor.send-backward')} data-testid="prop-backward">
                <IconStackBack size={16} />
              </ActionIcon>
            </HoverTooltip>
            <HoverTooltip label={t('editor.duplicate')}>
              <ActionIcon variant="default" onClick={() => run('duplicate')} aria-label={t('editor.duplicate')} data-testid="prop-duplicate">
                <IconCopy size={16} />
              </ActionIcon>
            </HoverTooltip>
            <HoverTooltip label={t('editor.delete')}>
              <ActionIcon color="red" variant="light" onClick={() => run('delete')} aria-label={t('editor.delete')} data-testid="prop-delete">
                <IconTrash size={16} />
              </ActionIcon>
            </HoverTooltip>
          </Group>
        </Group>

        {stroked.length ? (
          <Group gap="sm" wrap="nowrap">
            <ColourPicker label={t('editor.colour')} value={stroked[0]!.stroke === 'transparent' ? '#000000' : stroked[0]!.stroke} onChange={(c) => patch('stroke', (o) => (STROKED.has(o.type) ? { stroke: c, ...(o.type === 'arrow' ? { fill: c } : {}) } : {}))} size={36} testId="prop-stroke" />
            <Stack gap={2} style={{ flex: 1 }}>
              <Text size="xs" c="dimmed">
                {t('editor.width')}: {stroked[0]!.strokeWidth}
              </Text>
              <Slider min={LIMITS.line.min} max={LIMITS.line.max} value={stroked[0]!.strokeWidth} onChange={(w) => patch('strokeWidth', (o) => (STROKED.has(o.type) ? { strokeWidth: w } : {}))} thumbLabel={t('editor.width')} />
            </Stack>
          </Group>
        ) : null}

        {single?.type === 'shape' ? (
          <Group gap="sm" wrap="nowrap" align="center">
            <ColourPicker label={t('editor.fill')} value={single.fill === 'transparent' ? '#ffffff' : single.fill} onChange={(c) => patch('fill', () => ({ fill: c }))} size={36} testId="prop-fill" />
            <Switch label={t('editor.filled')} checked={single.fill !== 'transparent'} onChange={(e) => patch('filled', () => ({ fill: e.currentTarget.checked ? '#ffffff55' : 'transparent' }))} />
            <SegmentedControl size="xs" value={single.shape} data={[{ value: 'rect', label: t('editor.shape.rect') }, { value: 'ellipse', label: t('editor.shape.ellipse') }]} onChange={(v) => patch('shape', () => ({ shape: v as 'rect' | 'ellipse' }))} />
          </Group>
        ) : null}

        {single?.type === 'curve' ? (
          <Group gap="md">
            <Switch label={t('editor.dashed')} checked={single.dashed} onChange={(e) => patch('dashed', () => ({ dashed: e.currentTarget.checked }))} />
            <Switch label={t('editor.arrow-head')} checked={single.arrowHead} onChange={(e) => patch('arrowHead', () => ({ arrowHead: e.currentTarget.checked }))} />
          </Group>
        ) : null}

        {single?.type === 'text' ? (
          <Stack gap="xs">
            <AutoTextarea
              label={t('editor.text')}
              value={single.text}
              minRows={1}
              maxRows={4}
              maxLength={LIMITS.textAreaMax}
              data-testid="prop-text"
              onChange={(e) => {
                const text = e.currentTarget.value;
                if (text.trim()) patch('text', (o) => (o.type === 'text' ? { text, ...measureText(text, o.fontSize, o.fontStyle, o.fontFamily) } : {}));
              }}
            />
            <Group gap="sm" wrap="nowrap" align="flex-end">
              <NumberInput
                label={t('editor.font-size')}
                value={single.fontSize}
                min={LIMITS.text.minSize}
                max={200}
                w={110}
                clampBehavior="blur"
                onChange={(v) => {
                  const size = Number(v);
                  if (size >= LIMITS.text.minSize && size <= 200) patch('fontSize', (o) => (o.type === 'text' ? { fontSize: size, ...measureText(o.text, size, o.fontStyle, o.fontFamily) } : {}));
                }}
              />
              <ColourPicker label={t('editor.colour')} value={single.fill === 'transparent' ? '#ffffff' : single.fill} onChange={(c) => patch('fill', () => ({ fill: c }))} size={36} testId="prop-text-colour" />
            </Group>
          </Stack>
        ) : null}

        {single?.type === 'shirt' ? (
          <Stack gap="xs">
            <Group grow gap="xs">
              <TextInput label={t('editor.shirt-number')} value={single.number} maxLength={LIMITS.shirt.numberMaxChars} onChange={(e) => patch('number', () => ({ number: e.currentTarget.value.slice(0, LIMITS.shirt.numberMaxChars) }))} data-testid="prop-shirt-number" />
              <TextInput label={t('editor.shirt-name')} value={single.name} maxLength={30} onChange={(e) => patch('name', () => ({ name: e.currentTarget.value }))} data-testid="prop-shirt-name" />
            </Group>
            <Group grow gap="xs" align="flex-end">
              <NumberInput label={t('editor.number-size')} value={single.numberFontSize} min={LIMITS.shirt.minFont} max={200} onChange={(v) => Number(v) >= LIMITS.shirt.minFont && patch('numberFontSize', () => ({ numberFontSize: Number(v) }))} />
              <NumberInput label={t('editor.name-size')} value={single.nameFontSize} min={LIMITS.shirt.minFont} max={200} onChange={(v) => Number(v) >= LIMITS.shirt.minFont && patch('nameFontSize', () => ({ nameFontSize: Number(v) }))} />
              <ColourPicker label={t('editor.colour')} value={single.textColour === 'transparent' ? '#ffffff' : single.textColour} onChange={(c) => patch('textColour', () => ({ textColour: c }))} size={36} />
            </Group>
          </Stack>
        ) : null}

        <Group grow gap="xs">
          <NumberInput
            label={t('editor.scale')}
            value={first.scaleX}
            step={LIMITS.scaleStep}
            min={0.01}
            max={100}
            decimalScale={2}
            data-testid="prop-scale"
            onChange={(v) => {
              const s = Number(v);
              if (s >= 0.01 && s <= 100) patch('scale', (o) => ({ scaleX: round(s), scaleY: round((o.scaleY / o.scaleX) * s) }));
            }}
          />
          <NumberInput label={t('editor.rotation')} value={first.rotation} step={1} min={-360} max={360} suffix="°" data-testid="prop-rotation" onChange={(v) => Number.isFinite(Number(v)) && patch('rotation', () => ({ rotation: Number(v) }))} />
        </Group>
      </Stack>
    </Paper>
  );
}
