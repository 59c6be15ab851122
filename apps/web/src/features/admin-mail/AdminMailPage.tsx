import { Badge, Button, Container, FileInput, Group, Input, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MailUser } from '@prancheta/shared';
import { MAIL_ATTACHMENT_MAX_BYTES, MAIL_PAGE_SIZE, MAIL_SUBJECT_MAX, sendMailFields } from '@prancheta/shared';
import { IconMail, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendMail, useMailUsersPage } from '../../api/admin-mail.ts';
import { handleApiError } from '../../api/errors.ts';
import { toFormData } from '../../api/formData.ts';
import { DataTable, useServerTable } from '../../components/data-table/index.ts';
import type { DataColumn } from '../../components/data-table/index.ts';
import { applyServerErrors, useZodForm } from '../../components/form/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RichText } from '../../components/rich-text/index.tsx';
import { useAdminListError } from '../../components/useAdminListError.ts';
import { MailProgress } from './MailProgress.tsx';

const MAX_MB = MAIL_ATTACHMENT_MAX_BYTES / 1024 / 1024;

/**
 * /admin/mail: subject, rich-text message, one attachment and the recipients chosen in a
 * searchable, sortable list (10 a page, paged, sorted and searched by the server) filtered by
 * status (Ativos=1, Inativos=0, Todos=-1). Recipients are kept by e-mail across pages and searches.
 * Each recipient gets a message of their own; the progress and each result show below.
 */
export default function AdminMailPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('-1');
  const table = useServerTable<'id' | 'email' | 'name'>({ defaultSort: { key: 'email', direction: 'asc' }, pageSize: MAIL_PAGE_SIZE });
  const users = useMailUsersPage({ ...table.params, status: Number(status) });
  useAdminListError(users.error, t('admin.mail.load-error'));
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const [attach, setAttach] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [batchId, setBatchId] = useState<number | null>(null);
  const form = useZodForm(sendMailFields, { subject: '', message: '', emails: [] as string[] });

  const columns = useMemo<DataColumn<MailUser>[]>(
    () => [
      { key: 'id', title: '#', sortable: true, width: 56, hideBelow: 'xs' },
      { key: 'email', title: t('admin.mail.email'), sortable: true, ellipsis: true },
      { key: 'name', title: t('admin.mail.name'), sortable: true, hideBelow: 'sm' },
      {
        key: 'active',
        title: t('admin.mail.status'),
        render: (r) => (
          <Badge color={r.active ? 'green' : 'gray'} variant="light" miw="max-content">
            {r.active ? t('admin.mail.active') : t('admin.mail.inactive')}
          </Badge>
        ),
      },
    ],
    [t],
  );

  const tooBig = attach !== null && attach.size > MAIL_ATTACHMENT_MAX_BYTES;
  const emails = () => selected.map(String);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const list = emails();
    form.setFieldValue('emails', list);
    if (form.validate().hasErrors || tooBig) return;
    const values = { ...form.getValues(), emails: list };
    setProgress(0);
    try {
      const answer = await sendMail(toFormData({ subject: values.subject, message: values.message, emails: values.emails, attach }), setProgress);
      notifications.show({ color: 'green', message: answer.message });
      setBatchId(answer.batch.id);
      setSelected([]);
      setAttach(null);
      form.reset();
    } catch (err) {
      applyServerErrors(form, err);
      handleApiError(err);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Container size="lg" py="md">
      <PageHeader title={t('admin.mail.title')} subtitle={t('admin.mail.subtitle')} />
      <Stack>
        {batchId !== null ? <MailProgress batchId={batchId} /> : null}
        <Paper withBorder p="md" radius="md">
          <form onSubmit={(e) => void submit(e)} noValidate data-testid="mail-form">
            <Stack>
              <TextInput label={t('admin.mail.subject')} required maxLength={MAIL_SUBJECT_MAX} {...form.getInputProps('subject')} data-testid="mail-subject" />
              <Input.Wrapper error={form.errors.message}>
                <RichText value={form.values.message} onChange={(html) => form.setFieldValue('message', html)} label={t('admin.mail.message')} testId="mail-message" />
              </Input.Wrapper>
              <FileInput
                label={t('admin.mail.attach')}
                description={t('admin.mail.attach-hint', { max: MAX_MB })}
                leftSection={<IconPaperclip size={16} />}
                value={attach}
                onChange={setAttach}
                clearable
                error={tooBig ? t('admin.mail.attach-too-large', { max: MAX_MB }) : form.errors.attach}
                data-testid="mail-attach"
              />
              <Title order={4}>{t('admin.mail.recipients')}</Title>
              <DataTable
                records={users.data?.items}
                loading={users.isLoading}
                server={table.server(users.data, users.isFetching && users.isPlaceholderData, status !== '-1')}
                rowKey={(r) => r.email}
                columns={columns}
                search={{ placeholder: t('admin.mail.search'), testId: 'mail-search' }}
                toolbar={
                  <SegmentedControl
                    value={status}
                    onChange={(value) => {
                      setStatus(value);
                      table.firstPage();
                    }}
                    aria-label={t('admin.mail.status')}
                    data={[
                      { value: '-1', label: t('admin.mail.all') },
                      { value: '1', label: t('admin.mail.actives') },
                      { value: '0', label: t('admin.mail.inactives') },
                    ]}
                    data-testid="mail-status"
                  />
                }
                selection={{ selected, onChange: setSelected, rowLabel: (r) => r.email, rowTestId: (r) => `mail-select-${r.id}`, allTestId: 'mail-select-all' }}
                empty={{ icon: <IconMail size={28} />, title: t('admin.mail.no-users') }}
                testId="mail-users"
              />
              {form.errors.emails ? (
                <Text c="red" size="sm" data-testid="mail-emails-error">
                  {form.errors.emails}
                </Text>
              ) : null}
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" c="dimmed" data-testid="mail-selected-count">
                  {t('admin.mail.selected', { count: selected.length })}
                </Text>
                <Button type="submit" leftSection={<IconSend size={16} />} loading={progress !== null} data-testid="mail-send">
                  {t('admin.mail.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
