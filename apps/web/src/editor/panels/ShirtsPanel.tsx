import { Group, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS } from '@prancheta/shared';
import type { Sport } from '@prancheta/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { elementUrl } from '../../api/sports.ts';
import type { PaletteItem } from '../tools/palette.ts';
import { SpriteGrid } from './SpriteGrid.tsx';

/** Team shirts: type the number (max 3 characters) and name, then pick a shirt. */
export function ShirtsPanel({ sport, onPlace }: { sport: Sport; onPlace: (item: PaletteItem) => void }) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('10');
  const [name, setName] = useState('');
  return (
    <Stack gap="sm">
      <Group grow gap="xs" align="flex-start">
        <TextInput
          label={t('editor.shirt-number')}
          value={number}
          maxLength={LIMITS.shirt.numberMaxChars}
          onChange={(e) => setNumber(e.currentTarget.value.slice(0, LIMITS.shirt.numberMaxChars))}
          data-testid="shirt-number"
          style={{ maxWidth: 90 }}
        />
        <TextInput label={t('editor.shirt-name')} value={name} maxLength={30} onChange={(e) => setName(e.currentTarget.value)} data-testid="shirt-name" />
      </Group>
      <Text size="xs" c="dimmed">
        {t('editor.shirts-hint')}
      </Text>
      <SpriteGrid
        onPlace={onPlace}
        empty={t('editor.no-sprites')}
        entries={sport.files.shirts.map((src, i) => ({ item: { kind: 'shirt', src, number, name }, url: elementUrl(src), label: `${t('editor.panel.shirts')} ${i + 1}`, testId: `shirt-${i}` }))}
      />
    </Stack>
  );
}
