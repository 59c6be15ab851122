import { ActionIcon, ColorPicker, ColorSwatch, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { HoverTooltip } from '../HoverTooltip.tsx';
import { IconStarFilled, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseHex } from './favourites.ts';
import { useFavouriteColours } from './useFavouriteColours.ts';

/** Colours offered to everyone, before any favourite exists: the five team colours plus basics. */
export const PRESET_COLOURS = ['#facc15', '#2563eb', '#16a34a', '#dc2626', '#111111', '#ffffff', '#f97316', '#9333ea', '#0ea5e9', '#ec4899'];

/** Props of ColourPicker. */
export interface ColourPickerProps {
  value: string;
  onChange: (colour: string) => void;
  /** Accessible name and tooltip of the trigger button. */
  label: string;
  /** Trigger size in px (touch targets are at least 44). */
  size?: number;
  testId?: string;
  position?: 'top' | 'bottom' | 'left' | 'right' | 'right-start' | 'left-start' | 'top-start' | 'bottom-start';
  /** Trigger look: 'default' (bordered, for forms) or 'subtle' (for dark toolbars). */
  variant?: 'default' | 'subtle';
}

/**
 * The shared colour picker (seed 000 §4): a swatch button opening a picker with presets, a hex
 * field and the coach's favourites kept in localStorage. "Removing mode" turns the favourites into
 * delete buttons so a wrong favourite can be dropped with one tap.
 */
export function ColourPicker({ value, onChange, label, size = 44, testId, position = 'bottom', variant = 'default' }: ColourPickerProps) {
  const { t } = useTranslation();
  const { favourites, add, remove } = useFavouriteColours();
  const [opened, setOpened] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const isFavourite = favourites.includes(normaliseHex(value) ?? '');

  return (
    <Popover opened={opened} onChange={(o) => { setOpened(o); if (!o) setRemoving(false); }} position={position} shadow="md" withinPortal trapFocus={false}>
      <Popover.Target>
        <HoverTooltip label={label} withinPortal>
          <ActionIcon variant={variant} color="gray" size={size} radius="md" aria-label={label} data-testid={testId} onClick={() => setOpened((o) => !o)}>
            <ColorSwatch color={value} size={size - 16} />
          </ActionIcon>
        </HoverTooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label={label} data-testid={testId ? `${testId}-dropdown` : undefined}>
        <Stack gap="xs" w={236}>
          <ColorPicker format="hex" value={value} onChange={onChange} swatches={PRESET_COLOURS} swatchesPerRow={5} fullWidth />
          <TextInput
            size="sm"
            aria-label={t('colour-picker.hex')}
            value={text}
            error={normaliseHex(text) ? undefined : t('validation.colour')}
            onChange={(e) => {
              setText(e.currentTarget.value);
              const c = normaliseHex(e.currentTarget.value);
              if (c) onChange(c);
            }}
          />
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {t('colour-picker.favourites')}
            </Text>
            <Group gap={6}>
              <HoverTooltip label={t('colour-picker.add-favourite')}>
                <ActionIcon size={36} variant="light" color="gold" aria-label={t('colour-picker.add-favourite')} disabled={isFavourite} onClick={() => add(value)}>
                  <IconStarFilled size={18} />
                </ActionIcon>
              </HoverTooltip>
              <HoverTooltip label={t('colour-picker.remove-mode')}>
                <ActionIcon size={36} variant={removing ? 'filled' : 'light'} color="red" aria-label={t('colour-picker.remove-mode')} aria-pressed={removing} disabled={favourites.length === 0} onClick={() => setRemoving((r) => !r)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </HoverTooltip>
            </Group>
          </Group>
          {favourites.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('colour-picker.no-favourites')}
            </Text>
          ) : (
            <Group gap={6} data-testid="favourite-colours">
              {favourites.map((c) => (
                <ColorSwatch
                  key={c}
                  component="button"
                  type="button"
                  color={c}
                  size={32}
                  aria-label={removing ? `${t('colour-picker.remove')} ${c}` : c}
                  style={{ cursor: 'pointer', outline: removing ? '2px dashed var(--mantine-color-red-6)' : undefined }}
                  onClick={() => {
                    if (removing) {
                      remove(c);
                      if (favourites.length <= 1) setRemoving(false);
                    } else onChange(c);
                  }}
                >
                  {removing ? <IconX size={16} color={c === '#ffffff' ? '#000' : '#fff'} /> : null}
                </ColorSwatch>
              ))}
            </Group>
          )}
          {removing ? (
            <Text size="xs" c="red">
              {t('colour-picker.remove-hint')}
            </Text>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
