import { ActionIcon, ColorSwatch, Group, SegmentedControl, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { HoverTooltip } from '../HoverTooltip.tsx';
import { TEAM_COLOURS } from '@prancheta/shared';
import type { PersonalPreset, TeamColour } from '@prancheta/shared';
import { PRESET_GROUPS, presetById, presetsForSport } from '@prancheta/shared/presets/index.ts';
import type { PresetSide, PresetSpot } from '@prancheta/shared/presets/index.ts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Swatch colours of the five team colours (as the board's markers draw them). */
export const TEAM_SWATCH: Record<TeamColour, string> = { AMARELA: '#facc15', AZUL: '#2563eb', VERDE: '#16a34a', VERMELHA: '#dc2626', PRETA: '#111111' };

/** What the coach picked: a system (`c:<catalogue id>` or `p:<personal id>`), a team colour and a side. */
export interface PresetPick {
  key: string;
  team: TeamColour;
  side: PresetSide;
}

/** The first catalogue system of a sport, blue, defending the left side. */
export function defaultPick(sportSlug: string): PresetPick {
  const first = presetsForSport(sportSlug)[0];
  return { key: first ? `c:${first.id}` : '', team: 'AZUL', side: 'left' };
}

/** After a team is placed: the same system for the opponent, mirrored, in the next free colour. */
export function opponentPick(pick: PresetPick): PresetPick {
  const next = TEAM_COLOURS.find((c) => c !== pick.team && c !== 'PRETA' && c !== 'AMARELA') ?? 'VERMELHA';
  return { ...pick, team: pick.team === 'AZUL' ? 'VERMELHA' : next, side: pick.side === 'left' ? 'right' : 'left' };
}

/** The spots of a picked system (catalogue or personal), or null. */
export function spotsOfPick(key: string, personal: readonly PersonalPreset[]): PresetSpot[] | null {
  if (key.startsWith('c:')) return presetById(key.slice(2))?.spots.slice() ?? null;
  if (key.startsWith('p:')) return personal.find((p) => String(p.id) === key.slice(2))?.spots ?? null;
  return null;
}

/** Picks a system of the sport (catalogue grouped by squad format, then the coach's own), a team colour and the side it defends. */
export function PresetPicker({
  sportSlug,
  personal,
  value,
  onChange,
  onDelete,
  inPlace = false,
}: {
  sportSlug: string;
  personal: readonly PersonalPreset[];
  value: PresetPick;
  onChange: (pick: PresetPick) => void;
  /** Deletes the picked personal preset (the button shows only for one). */
  onDelete?: (id: number) => void;
  /**
   * Opens the list of systems inside the picker instead of in a portal: needed inside a popover,
   * which closes on any press outside its own elements (a dialog does not).
   */
  inPlace?: boolean;
}) {
  const { t } = useTranslation();
  const catalogue = presetsForSport(sportSlug);
  const data = [
    ...PRESET_GROUPS.map((group) => ({ group: t(`presets.groups.${group}`), items: catalogue.filter((p) => p.group === group).map((p) => ({ value: `c:${p.id}`, label: t(`presets.names.${p.id}`) })) })).filter((g) => g.items.length > 0),
    ...(personal.length ? [{ group: t('presets.mine'), items: personal.map((p) => ({ value: `p:${p.id}`, label: p.name })) }] : []),
  ];
  const personalId = value.key.startsWith('p:') ? Number(value.key.slice(2)) : null;
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label={t('presets.system')}
          data={data}
          value={value.key || null}
          onChange={(key) => key && onChange({ ...value, key })}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('presets.none-sport')}
          comboboxProps={inPlace ? { withinPortal: false } : { withinPortal: true, zIndex: 400 }}
          data-testid="preset-system"
          style={{ flex: 1 }}
        />
        {personalId !== null && onDelete ? (
          <HoverTooltip label={t('presets.delete')}>
            <ActionIcon size={36} variant="light" color="red" aria-label={t('presets.delete')} data-testid="preset-delete" onClick={() => onDelete(personalId)}>
              <IconTrash size={18} />
            </ActionIcon>
          </HoverTooltip>
        ) : null}
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('presets.team')}
        </Text>
        <Group gap={8}>
          {TEAM_COLOURS.map((team) => (
            <HoverTooltip key={team} label={t(`editor.team.${team}`)}>
              <UnstyledButton
                aria-label={t(`editor.team.${team}`)}
                aria-pressed={value.team === team}
                data-testid={`preset-team-${team}`}
                onClick={() => onChange({ ...value, team })}
                style={{ borderRadius: 999, padding: 3, outline: value.team === team ? '3px solid var(--mantine-color-pitch-6, #2f9e44)' : 'none' }}
              >
                <ColorSwatch color={TEAM_SWATCH[team]} size={32} />
              </UnstyledButton>
            </HoverTooltip>
          ))}
        </Group>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('presets.side')}
        </Text>
        <SegmentedControl
          fullWidth
          orientation="vertical"
          value={value.side}
          onChange={(side) => onChange({ ...value, side: side as PresetSide })}
          data={[
            { value: 'left', label: t('presets.side-left') },
            { value: 'right', label: t('presets.side-right') },
          ]}
          data-testid="preset-side"
        />
      </Stack>
    </Stack>
  );
}
