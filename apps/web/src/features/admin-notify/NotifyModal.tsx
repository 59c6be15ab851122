import { Card, Group, Modal, NumberInput, Select, Stack, Tabs, Text, TextInput, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminNotification } from '@prancheta/shared';
import { NOTIFICATION_DEFAULTS, NOTIFICATION_ICONS, NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, notifyInput } from '@prancheta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminNotifyKey, saveNotification } from '../../api/admin-notify.ts';
import { notificationsKey } from '../../api/notifications.ts';
import { handleApiError } from '../../api/errors.ts';
import { ColourPicker } from '../../components/colour-picker/index.ts';
import { applyServerErrors, useZodForm, FormActions } from '../../components/form/index.ts';
import { NOTIFICATION_ICON_NODES } from '../../components/notificationIcons.tsx';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';

type Editing = AdminNotification | 'new';

const LANGS = [
  { value: 'pt-br', title: 'title', message: 'message' },
  { value: 'es-es', title: 'title_es', message: 'message_es' },
  { value: 'en-us', title: 'title_en', message: 'message_en' },
] as const;

/** Create or edit a notification: ordem (min 1), icon, colours, and its texts in the three languages. */
export function NotifyModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const current = editing === 'new' ? null : editing;
  const form = useZodForm(notifyInput, {
    ordem: (current?.ordem ?? NOTIFICATION_DEFAULTS.ordem) as number | string,
    title: current?.title ?? '',
    message: current?.message ?? '',
    icon: current?.icon ?? NOTIFICATION_DEFAULTS.icon,
    color: current?.color ?? NOTIFICATION_DEFAULTS.color,
    background: current?.background ?? NOTIFICATION_DEFAULTS.background,
    title_es: current?.title_es ?? '',
    message_es: current?.message_es ?? '',
    title_en: current?.title_en ?? '',
    message_en: current?.message_en ?? '',
  });
  const submit = form.onSubmit(async () => {
    setSaving(true);
    try {
      const answer = await saveNotification(current?.id ?? null, notifyInput.parse(form.getValues()));
      await Promise.all([qc.invalidateQueries({ queryKey: adminNotifyKey }), qc.invalidateQueries({ queryKey: notificationsKey })]);
      notifications.show({ color: 'green', message: answer.message });
      onClose();
    } catch (err) {
      applyServerErrors(form, err);
      handleApiError(err);
    } finally {
      setSaving(false);
    }
  });
  const v = form.values;
  const missingPt = Boolean(form.errors.title || form.errors.message);
  return (
    <Modal opened onClose={onClose} title={t(current ? 'admin.notify.edit' : 'admin.notify.new')} size="lg">
      <form onSubmit={submit} noValidate data-testid="notify-form">
        <Stack>
          <Group grow wrap="wrap" align="flex-start">
            <NumberInput label={t('admin.notify.ordem')} required min={1} step={1} allowDecimal={false} {...form.getInputProps('ordem')} data-testid="notify-ordem" style={{ minWidth: 120 }} />
            <Select
              label={t('admin.notify.icon')}
              required
              allowDeselect={false}
              data={NOTIFICATION_ICONS.map((icon) => ({ value: icon, label: t(`admin.notify.icons.${icon}`) }))}
              leftSection={NOTIFICATION_ICON_NODES[v.icon as AdminNotification['icon']]}
              {...form.getInputProps('icon')}
              data-testid="notify-icon"
              style={{ minWidth: 160 }}
            />
          </Group>
          <Group wrap="wrap">
            <Group gap="xs">
              <ColourPicker value={v.background} onChange={(c) => form.setFieldValue('background', c)} label={t('admin.notify.background')} testId="notify-background" />
              <Text size="sm">{t('admin.notify.background')}</Text>
            </Group>
            <Group gap="xs">
              <ColourPicker value={v.color} onChange={(c) => form.setFieldValue('color', c)} label={t('admin.notify.color')} testId="notify-color" />
              <Text size="sm">{t('admin.notify.color')}</Text>
            </Group>
          </Group>
          {form.errors.color || form.errors.background ? (
            <Text c="red" size="sm">
              {form.errors.color ?? form.errors.background}
            </Text>
          ) : null}
          <Tabs defaultValue="pt-br" keepMounted={false}>
            <Tabs.List>
              {LANGS.map((l) => (
                <Tabs.Tab key={l.value} value={l.value} color={l.value === 'pt-br' && missingPt ? 'red' : undefined} data-testid={`notify-tab-${l.value}`}>
                  {t(`languages.${l.value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {LANGS.map((l) => (
              <Tabs.Panel key={l.value} value={l.value} pt="sm">
                <Stack gap="sm">
                  <TextInput label={t('admin.notify.title-field')} required={l.value === 'pt-br'} maxLength={NOTIFICATION_TITLE_MAX} {...form.getInputProps(l.title)} data-testid={`notify-${l.title}`} />
                  <AutoTextarea label={t('admin.notify.message')} required={l.value === 'pt-br'} minRows={3} maxLength={NOTIFICATION_MESSAGE_MAX} {...form.getInputProps(l.message)} data-testid={`notify-${l.message}`} />
                  {l.value !== 'pt-br' ? (
                    <Text size="xs" c="dimmed">
                      {t('admin.notify.fallback')}
                    </Text>
                  ) : null}
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Card radius="md" padding="sm" style={{ background: v.background, color: v.color }} aria-label={t('admin.notify.preview')}>
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon variant="white" radius="xl" size={32} style={{ color: v.color }}>
                {NOTIFICATION_ICON_NODES[v.icon as AdminNotification['icon']]}
              </ThemeIcon>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700}>{v.title || t('admin.notify.title-field')}</Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {v.message}
                </Text>
              </Stack>
            </Group>
          </Card>
          <FormActions onCancel={onClose} saving={saving} saveTestId="notify-save" />
        </Stack>
      </form>
    </Modal>
  );
}
