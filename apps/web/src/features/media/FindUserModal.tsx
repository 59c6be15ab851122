import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { TextPromptModal } from './TextPromptModal.tsx';

const email = z.string().trim().email();

/** Asks for a coach's e-mail (required, e-mail format) to open their gifs. */
export function FindUserModal({ opened, onClose, onFind }: { opened: boolean; onClose: () => void; onFind: (email: string) => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <TextPromptModal
      opened={opened}
      onClose={onClose}
      title={t('gifs.find-user')}
      label={t('gifs.user-email')}
      initial=""
      type="email"
      validate={(value) => {
        const r = email.safeParse(value);
        return r.success ? { value: r.data.toLowerCase() } : { error: t(value.trim() ? 'validation.email' : 'validation.required') };
      }}
      onSubmit={onFind}
      submitLabel={t('gifs.find-user')}
      testId="find-user"
    />
  );
}
