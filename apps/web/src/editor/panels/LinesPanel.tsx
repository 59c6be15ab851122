import { Button, Group, SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import { LIMITS } from '@prancheta/shared';
import { useTranslation } from 'react-i18next';
import { ColourPicker } from '../../components/colour-picker/index.ts';
import type { EditorStore } from '../state/store.ts';
import { useEditorState } from '../state/store.ts';
import type { ToolName } from '../state/types.ts';
import { ToolIcon } from './ToolIcon.tsx';

const LINE_TOOLS: Exclude<ToolName, 'select'>[] = ['arrow', 'adash', 'line', 'dashed', 'curve', 'freehand'];

/** Arrows and lines: pick a stroke kind, its colour and width, then drag on the field. */
export function LinesPanel({ store }: { store: EditorStore }) {
  const { t } = useTranslation();
  const tool = useEditorState(store, (s) => s.tool);
  const style = useEditorState(store, (s) => s.style);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing={6}>
        {LINE_TOOLS.map((name) => (
          <Button
            key={name}
            variant={tool === name ? 'filled' : 'default'}
            leftSection={<ToolIcon tool={name} />}
            justify="flex-start"
            data-testid={`panel-tool-${name}`}
            onClick={() => store.apply({ tool: name, selection: [], commit: false })}
          >
            {t(`editor.tool.${name}`)}
          </Button>
        ))}
      </SimpleGrid>
      <Group gap="sm" wrap="nowrap" align="center">
        <ColourPicker label={t('editor.colour')} value={style.stroke} onChange={(stroke) => store.set({ style: { ...store.getState().style, stroke } })} testId="line-colour" size={40} />
        <Stack gap={2} style={{ flex: 1 }}>
          <Text size="xs" c="dimmed">
            {t('editor.width')}: {style.strokeWidth}
          </Text>
          <Slider
            min={LIMITS.line.min}
            max={LIMITS.line.max}
            step={1}
            value={style.strokeWidth}
            onChange={(strokeWidth) => store.set({ style: { ...store.getState().style, strokeWidth } })}
            thumbLabel={t('editor.width')}
          />
        </Stack>
      </Group>
      <Text size="xs" c="dimmed">
        {t('editor.lines-hint')}
      </Text>
    </Stack>
  );
}
