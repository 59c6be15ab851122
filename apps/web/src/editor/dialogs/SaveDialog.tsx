import { Accordion, Alert, Button, Group, Modal, Progress, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FORMATION_FIELDS, LIMITS, formationSaveFields } from '@prancheta/shared';
import type { FormationField } from '@prancheta/shared';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/user.ts';
import { ColourPicker } from '../../components/colour-picker/index.ts';
import { useZodForm } from '../../components/form/index.ts';
import { missingFields } from './saveValues.ts';
import type { SaveValues } from './saveValues.ts';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';

export { SAVE_REQUIRED, initialSaveValues, missingFields } from './saveValues.ts';
export type { SaveValues } from './saveValues.ts';

const saveSchema = z.object({ fields: formationSaveFields });

/** The save form: header fields, optional labels and colours, checked by the shared formationSaveFields; shows 'Fill in all fields' when incomplete. */
export function SaveDialog({
  opened,
  onClose,
  initial,
  onSubmit,
  progress,
  serverErrors,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  initial: SaveValues;
  onSubmit: (values: SaveValues) => void;
  progress: number | null;
  serverErrors: Record<string, string[]>;
  /** The dialog's title; "Save formation" by default (the video editor says "Save video"). */
  title?: string;
}) {
  const { t } = useTranslation();
  const form = useZodForm<SaveValues>(saveSchema, initial);
  const [incomplete, setIncomplete] = useState(false);
  useEffect(() => {
    if (opened) {
      form.setValues(initial);
      form.clearErrors();
      setIncomplete(false);
    }
    // form is stable per mount; refill on each opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, initial]);
  // The server's verdict (422 per field) shows under the fields it names.
  useEffect(() => {
    form.setErrors(Object.fromEntries(Object.entries(serverErrors).map(([k, list]) => [`fields.${k}`, list.join(' ')])));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors]);
  const values = form.getValues();
  const user = useCurrentUser();
  const teams = (user.data?.teams ?? []).filter((team) => team.categories.length > 0);
  // Seed 000 §5: locked when a club category is chosen: teacher, place and club are the club's.
  const locked = (k: FormationField) => values.category_id !== null && (k === 'clube' || k === 'professor' || k === 'local' || k === 'categoria');
  const pickCategory = (v: string | null) => {
    const id = v ? Number(v) : null;
    const team = teams.find((tm) => tm.categories.some((c) => c.id === id));
    const category = team?.categories.find((c) => c.id === id);
    form.setValues((s) => ({
      category_id: id,
      fields: team && category ? { ...s.fields!, clube: team.name, categoria: category.name, professor: user.data?.name ?? s.fields!.professor, local: team.location || team.name } : s.fields,
    }));
  };
  const setColour = (part: string, index: 0 | 1, colour: string) => {
    const pair: [string, string] = [...values.colours[part]!];
    pair[index] = colour;
    form.setFieldValue(`colours.${part}`, pair);
  };
  const submit = form.onSubmit(
    (checked) => {
      setIncomplete(false);
      onSubmit(checked);
    },
    (_errors, checked) => setIncomplete(missingFields(checked).length > 0),
  );
  const input = (k: FormationField) => ({
    label: t(`formations.labels.${k}`),
    ...form.getInputProps(`fields.${k}`),
    required: true,
    disabled: locked(k),
    'data-testid': `save-${k}`,
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('formations.save-title')} size="lg" data-testid="save-dialog" closeOnClickOutside={progress === null}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {incomplete ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="save-fill-error">
              {t('formations.fill-error')}
            </Alert>
          ) : null}
          {teams.length > 0 ? (
            <Select
              label={t('teams.club-category')}
              placeholder={t('teams.no-club-category')}
              data={teams.map((team) => ({ group: team.name, items: team.categories.map((c) => ({ value: String(c.id), label: c.name })) }))}
              value={values.category_id === null ? null : String(values.category_id)}
              onChange={pickCategory}
              clearable
              data-testid="save-club-category"
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...input('clube')} maxLength={120} />
            <TextInput {...input('professor')} maxLength={120} />
            <TextInput {...input('categoria')} maxLength={120} />
            <TextInput {...input('data')} type="date" />
            <TextInput {...input('local')} maxLength={120} />
          </SimpleGrid>
          <AutoTextarea {...input('descricao')} minRows={3} maxRows={8} maxLength={LIMITS.textAreaMax} description={`${values.fields.descricao.length}/${LIMITS.textAreaMax}`} />
          <Accordion variant="contained" radius="md">
            <Accordion.Item value="labels">
              <Accordion.Control>{t('formations.labels-colours')}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <Group gap="xs">
                    <Text size="sm" w={140}>
                      {t('formations.header-colours')}
                    </Text>
                    {[0, 1].map((i) => (
                      <ColourPicker key={i} size={34} label={t(i === 0 ? 'formations.background' : 'formations.text-colour')} value={values.colours.header![i]!} onChange={(c) => setColour('header', i as 0 | 1, c)} />
                    ))}
                  </Group>
                  {FORMATION_FIELDS.map((k) => (
                    <Group key={k} gap="xs" wrap="nowrap">
                      <TextInput
                        size="xs"
                        style={{ flex: 1 }}
                        placeholder={t(`formations.labels.${k}`)}
                        aria-label={t('formations.label-of', { field: t(`formations.labels.${k}`) })}
                        {...form.getInputProps(`fields.h_${k}`)}
                        maxLength={LIMITS.headerLabelMax}
                      />
                      {[0, 1].map((i) => (
                        <ColourPicker key={i} size={30} label={t(i === 0 ? 'formations.background' : 'formations.text-colour')} value={values.colours[k]![i]!} onChange={(c) => setColour(k, i as 0 | 1, c)} />
                      ))}
                    </Group>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
          {progress !== null ? <Progress value={progress * 100} animated aria-label={t('formations.saving')} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={progress !== null}>
              {t('general.cancel')}
            </Button>
            <Button leftSection={<IconDeviceFloppy size={18} />} type="submit" loading={progress !== null} data-testid="save-submit">
              {t('formations.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
