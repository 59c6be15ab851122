import { Button, Group, SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import { LIMITS } from '@prancheta/shared';
import { IconCircle, IconSquare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourPicker } from '../../components/colour-picker/index.ts';
import type { PaletteItem } from '../tools/palette.ts';
import { PALETTE_MIME } from '../tools/palette.ts';

/** Shapes: rectangle (default) or ellipse, with outline colour and width (3..20, default 5). */
export function ShapesPanel({ onPlace }: { onPlace: (item: PaletteItem) => void }) {
  const { t } = useTranslation();
  const [stroke, setStroke] = useState<string>(LIMITS.line.defaultColor);
  const [strokeWidth, setStrokeWidth] = useState<number>(LIMITS.shape.defaultWidth);
  const shapes = [
    { shape: 'rect' as const, icon: <IconSquare size={22} /> },
    { shape: 'ellipse' as const, icon: <IconCircle size={22} /> },
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing={6}>
        {shapes.map(({ shape, icon }) => {
          const item: PaletteItem = { kind: 'shape', shape, stroke, strokeWidth };
          return (
            <Button
              key={shape}
              variant="default"
              h={64}
              leftSection={icon}
              draggable
              onDragStart={(e) => e.dataTransfer.setData(PALETTE_MIME, JSON.stringify(item))}
              onClick={() => onPlace(item)}
              data-testid={`shape-${shape}`}
            >
              {t(`editor.shape.${shape}`)}
            </Button>
          );
        })}
      </SimpleGrid>
      <Group gap="sm" wrap="nowrap">
        <ColourPicker label={t('editor.colour')} value={stroke} onChange={setStroke} size={40} testId="shape-colour" />
        <Stack gap={2} style={{ flex: 1 }}>
          <Text size="xs" c="dimmed">
            {t('editor.width')}: {strokeWidth}
          </Text>
          <Slider min={LIMITS.line.min} max={LIMITS.line.max} value={strokeWidth} onChange={setStrokeWidth} thumbLabel={t('editor.width')} />
        </Stack>
      </Group>
    </Stack>
  );
}
