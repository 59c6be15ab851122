import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextPromptModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  label: string;
  /** Value when the modal opens. */
  initial: string;
  type?: 'text' | 'email';
  /** Answers the i18n text of the problem, or null with the value to send. */
  validate: (value: string) => { error: string } | { value: string };
  onSubmit: (value: string) => Promise<void>;
  submitLabel: string;
  /** Prefix of the test ids: `${testId}-modal`, `${testId}-input`, `${testId}-submit`. */
  testId: string;
}

/** A modal asking for one required value (a folder name, a coach's e-mail), checked before it is sent. */
export function TextPromptModal({ opened, onClose, title, label, initial, type = 'text', validate, onSubmit, submitLabel, testId }: TextPromptModalProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setValue(initial);
      setError(null);
    }
  }, [opened, initial]);
  const submit = async () => {
    const checked = validate(value);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(checked.value);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} data-testid={`${testId}-modal`}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextInput label={label} type={type} required value={value} onChange={(e) => setValue(e.currentTarget.value)} error={error} data-autofocus data-testid={`${testId}-input`} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('general.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
