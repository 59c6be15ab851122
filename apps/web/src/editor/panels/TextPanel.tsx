import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { LIMITS } from '@prancheta/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourPicker } from '../../components/colour-picker/index.ts';
import type { PaletteItem } from '../tools/palette.ts';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';

/** Text: write it, choose size (>= 15) and colour, add it to the field. */
export function TextPanel({ onPlace }: { onPlace: (item: PaletteItem) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [fontSize, setFontSize] = useState<number>(LIMITS.text.defaultSize);
  const [fill, setFill] = useState('#ffffff');
  const tooSmall = fontSize < LIMITS.text.minSize;
  return (
    <Stack gap="sm">
      <AutoTextarea label={t('editor.text')} value={text} onChange={(e) => setText(e.currentTarget.value)} minRows={2} maxRows={5} maxLength={LIMITS.textAreaMax} data-testid="text-input" />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <NumberInput
          label={t('editor.font-size')}
          value={fontSize}
          min={LIMITS.text.minSize}
          max={200}
          onChange={(v) => setFontSize(typeof v === 'number' ? v : Number(v) || 0)}
          error={tooSmall ? t('validation.min', { min: LIMITS.text.minSize }) : undefined}
          w={110}
          data-testid="text-size"
        />
        <ColourPicker label={t('editor.colour')} value={fill} onChange={setFill} size={36} testId="text-colour" />
        <Button leftSection={<IconPlus size={16} />} disabled={!text.trim() || tooSmall} onClick={() => onPlace({ kind: 'text', text: text.trim(), fontSize, fill })} data-testid="text-add">
          {t('editor.add')}
        </Button>
      </Group>
    </Stack>
  );
}
