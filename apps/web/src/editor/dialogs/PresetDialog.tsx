import { Alert, Button, Divider, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PRESET_NAME_MAX, presetInput } from '@prancheta/shared';
import type { PersonalPreset, Sport } from '@prancheta/shared';
import type { PresetStyle } from '@prancheta/shared/presets/index.ts';
import { IconAlertCircle, IconDeviceFloppy, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { usePersonalPresets, usePresetMutations } from '../../api/presets.ts';
import { PresetPicker, defaultPick, opponentPick, spotsOfPick } from '../../components/presets/index.ts';
import type { PresetPick } from '../../components/presets/index.ts';
import type { EditorStore } from '../state/store.ts';
import { placePreset, presetPlayers, spotsOfPlayers } from '../tools/presets.ts';

const NONE: PersonalPreset[] = [];

/**
 * Formation presets in the editor: place a whole team of a colour in a named system on the current
 * field (the next opening offers the opponent, mirrored), or save the players on the field as the
 * coach's own preset and reuse it on any field.
 */
export function PresetDialog({ opened, onClose, store, sport }: { opened: boolean; onClose: () => void; store: EditorStore; sport: Sport }) {
  const { t } = useTranslation();
  const personal = usePersonalPresets(opened ? sport.id : null);
  const mine = personal.data ?? NONE;
  const { save, remove } = usePresetMutations();
  const [pick, setPick] = useState<PresetPick>(() => defaultPick(sport.slug));
  const [style, setStyle] = useState<PresetStyle>('players');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const place = () => {
    const spots = spotsOfPick(pick.key, mine);
    if (!spots) return;
    const s = store.getState();
    store.apply(placePreset(s.doc, sport, spots, { team: pick.team, side: pick.side, style }));
    notifications.show({ color: 'teal', message: t('presets.placed', { count: spots.length }) });
    setPick(opponentPick(pick));
    onClose();
  };

  const saveMine = () => {
    const s = store.getState();
    const players = presetPlayers(s.doc, s.selection);
    const input = { name, sport_id: sport.id, spots: spotsOfPlayers(s.doc, players) };
    const checked = presetInput.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const key = issue?.message ?? 'validation.invalid';
      setNameError(t(key, { max: PRESET_NAME_MAX }));
      return;
    }
    setNameError(null);
    save.mutate(checked.data, {
      onSuccess: (preset) => {
        notifications.show({ color: 'teal', message: t('presets.saved', { name: preset.name }) });
        setName('');
        setPick((p) => ({ ...p, key: `p:${preset.id}` }));
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 422) setNameError(Object.values(err.errors).flat()[0] ?? err.message);
        else handleApiError(err);
      },
    });
  };

  const deleteMine = (id: number) =>
    remove.mutate(id, {
      onSuccess: (res) => {
        notifications.show({ color: 'teal', message: res.message });
        setPick(defaultPick(sport.slug));
      },
      onError: (err) => handleApiError(err),
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('presets.title')} size="md" data-testid="preset-dialog">
      <Stack gap="md">
        {personal.isError ? (
          <Alert color="orange" icon={<IconAlertCircle size={18} />}>
            {t('presets.load-error')}
          </Alert>
        ) : null}
        <PresetPicker sportSlug={sport.slug} personal={mine} value={pick} onChange={setPick} onDelete={deleteMine} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('presets.style')}
          </Text>
          <SegmentedControl
            fullWidth
            value={style}
            onChange={(v) => setStyle(v as PresetStyle)}
            data={[
              { value: 'players', label: t('presets.style-players') },
              { value: 'shirts', label: t('presets.style-shirts') },
            ]}
            data-testid="preset-style"
          />
        </Stack>
        <Button leftSection={<IconUsersGroup size={18} />} onClick={place} disabled={!spotsOfPick(pick.key, mine)} data-testid="preset-place">
          {t('presets.place')}
        </Button>
        <Divider label={t('presets.save-title')} labelPosition="left" />
        <Text size="xs" c="dimmed">
          {t('presets.save-hint')}
        </Text>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={t('presets.name')}
            value={name}
            maxLength={PRESET_NAME_MAX + 10}
            error={nameError}
            onChange={(e) => {
              setName(e.currentTarget.value);
              if (nameError) setNameError(null);
            }}
            onKeyDown={(e) => e.key === 'Enter' && saveMine()}
            data-testid="preset-name"
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button mt={25} variant="light" leftSection={<IconDeviceFloppy size={18} />} loading={save.isPending} onClick={saveMine} data-testid="preset-save">
            {t('presets.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
