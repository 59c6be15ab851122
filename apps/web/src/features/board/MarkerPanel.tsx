import { Button, ColorSwatch, Divider, Group, Image, NumberInput, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { HoverTooltip } from '../../components/HoverTooltip.tsx';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, TEAM_COLOURS } from '@prancheta/shared';
import type { TeamColour } from '@prancheta/shared';
import { ColourPicker } from '../../components/colour-picker/index.ts';
import { elementUrl } from '../../api/sports.ts';
import { boardIconPath } from './model.ts';
import { formationSpot, normaliseScale, parseMarkerNumber, sideFor } from './model.ts';
import type { BoardDoc, Marker } from './model.ts';
import { newId } from './tools.ts';

/** Disc and number colours of the five team colours of the seed. */
export const TEAM_PALETTE: Record<TeamColour, { background: string; color: string }> = {
  AMARELA: { background: '#facc15', color: '#111111' },
  AZUL: { background: '#2563eb', color: '#ffffff' },
  VERDE: { background: '#16a34a', color: '#ffffff' },
  VERMELHA: { background: '#dc2626', color: '#ffffff' },
  PRETA: { background: '#111111', color: '#ffffff' },
};

/** The marker settings the coach chose (kept by the page so they survive closing the panel). */
export interface MarkerSettings {
  background: string;
  color: string;
  number: string;
  scale: number;
}

/** Default settings: blue team, number 1, scale 0.5. */
export const DEFAULT_MARKER_SETTINGS: MarkerSettings = { ...TEAM_PALETTE.AZUL, number: '1', scale: LIMITS.board.markerScale };

/** Props of MarkerPanel. */
export interface MarkerPanelProps {
  doc: BoardDoc;
  settings: MarkerSettings;
  onSettings: (s: MarkerSettings) => void;
  /** Adds markers as one history step. */
  onAdd: (markers: Marker[]) => void;
}

/** Nudges a spot down while another marker already sits on it, so numbers never hide each other. */
function freeSpot(doc: BoardDoc, spot: { x: number; y: number }): { x: number; y: number } {
  const { x } = spot;
  let { y } = spot;
  for (let i = 0; i < 20 && doc.markers.some((m) => Math.abs(m.x - x) < 8 && Math.abs(m.y - y) < 8); i++) y = Math.min(LIMITS.canvas.height - 10, y + 36);
  return { x, y };
}

/** Marker settings (team colours, number 0..100, scale), the 1..11 quick-pick and the 19 icons. */
export function MarkerPanel({ doc, settings, onSettings, onAdd }: MarkerPanelProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<MarkerSettings>) => onSettings({ ...settings, ...patch });
  const scale = normaliseScale(settings.scale);
  const side = sideFor(doc, settings.background);

  const numbered = (n: number, at = formationSpot(n, side)): Marker => ({
    id: newId('m'),
    ...freeSpot(doc, at),
    scale,
    background: settings.background,
    color: settings.color,
    face: { kind: 'number', number: n },
  });

  const addTyped = () => {
    const check = parseMarkerNumber(settings.number);
    if (!check.ok) {
      setError(t(check.error === 'required' ? 'validation.required' : 'board.number-range', { min: LIMITS.board.numberMin, max: LIMITS.board.numberMax }));
      return;
    }
    setError(null);
    onAdd([numbered(check.value)]);
  };

  return (
    <Stack gap="sm" w={300} data-testid="marker-panel">
      <Text fw={700}>{t('board.markers')}</Text>
      <Group gap={8} wrap="nowrap">
        {TEAM_COLOURS.map((team) => {
          const p = TEAM_PALETTE[team];
          const active = settings.background === p.background && settings.color === p.color;
          return (
            <HoverTooltip key={team} label={t(`board.teams.${team}`)}>
              <UnstyledButton
                aria-label={t(`board.teams.${team}`)}
                aria-pressed={active}
                data-testid={`team-${team}`}
                onClick={() => set(p)}
                style={{ borderRadius: 999, padding: 3, outline: active ? '3px solid var(--mantine-color-pitch-6)' : 'none' }}
              >
                <ColorSwatch color={p.background} size={38}>
                  <Text size="xs" fw={800} c={p.color}>
                    7
                  </Text>
                </ColorSwatch>
              </UnstyledButton>
            </HoverTooltip>
          );
        })}
      </Group>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Stack gap={2} align="center">
          <Text size="sm" fw={500}>
            {t('board.background')}
          </Text>
          <ColourPicker value={settings.background} onChange={(c) => set({ background: c })} label={t('board.background')} testId="marker-background" position="left-start" />
        </Stack>
        <Stack gap={2} align="center">
          <Text size="sm" fw={500}>
            {t('board.number-colour')}
          </Text>
          <ColourPicker value={settings.color} onChange={(c) => set({ color: c })} label={t('board.number-colour')} testId="marker-colour" position="left-start" />
        </Stack>
        <NumberInput
          label={t('board.scale')}
          value={scale}
          min={LIMITS.board.markerScaleMin}
          step={LIMITS.board.markerScaleStep}
          decimalScale={2}
          size="md"
          w={110}
          data-testid="marker-scale"
          onChange={(v) => set({ scale: normaliseScale(typeof v === 'number' ? v : Number(v)) })}
        />
      </Group>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('board.number')}
          inputMode="numeric"
          size="md"
          w={110}
          value={settings.number}
          error={error}
          data-testid="marker-number"
          onChange={(e) => {
            set({ number: e.currentTarget.value });
            if (error) setError(null);
          }}
          onKeyDown={(e) => e.key === 'Enter' && addTyped()}
        />
        <Button size="md" mt={25} onClick={addTyped} data-testid="marker-add">
          {t('board.add-marker')}
        </Button>
      </Group>
      <Divider label={t('board.quick-pick')} labelPosition="left" />
      <SimpleGrid cols={6} spacing={6}>
        {Array.from({ length: LIMITS.board.quickPick }, (_, i) => i + 1).map((n) => (
          <Button
            key={n}
            size="md"
            px={0}
            h={44}
            variant="light"
            aria-label={`${t('board.add-marker')} ${n}`}
            data-testid={`quick-${n}`}
            onClick={() => onAdd([numbered(n)])}
            style={{ background: settings.background, color: settings.color }}
          >
            {n}
          </Button>
        ))}
        <HoverTooltip label={t('board.whole-team')}>
          <Button
            size="md"
            px={0}
            h={44}
            aria-label={t('board.whole-team')}
            data-testid="quick-team"
            onClick={() => onAdd(Array.from({ length: LIMITS.board.quickPick }, (_, i) => numbered(i + 1)))}
          >
            <IconUsersGroup size={22} />
          </Button>
        </HoverTooltip>
      </SimpleGrid>
      <Divider label={t('board.icons')} labelPosition="left" />
      <SimpleGrid cols={7} spacing={4}>
        {Array.from({ length: LIMITS.board.icons }, (_, i) => i + 1).map((icon) => (
          <UnstyledButton
            key={icon}
            aria-label={`${t('board.icon')} ${icon}`}
            data-testid={`icon-${icon}`}
            onClick={() =>
              onAdd([
                {
                  id: newId('m'),
                  ...freeSpot(doc, { x: LIMITS.canvas.width / 2, y: LIMITS.canvas.height / 2 }),
                  scale,
                  background: settings.background,
                  color: settings.color,
                  face: { kind: 'icon', icon },
                },
              ])
            }
            style={{ width: 40, height: 40, borderRadius: 8, background: 'var(--mantine-color-gray-1)', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            <Image src={elementUrl(boardIconPath(icon))} alt="" w={32} h={32} fit="contain" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
