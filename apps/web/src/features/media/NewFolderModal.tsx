import { LIMITS, mediaName } from '@prancheta/shared';
import { useTranslation } from 'react-i18next';
import { TextPromptModal } from './TextPromptModal.tsx';

/** The new-folder modal: name required, defaulting to "Nova pasta" (seed 001 §9). */
export function NewFolderModal({ opened, onClose, onCreate }: { opened: boolean; onClose: () => void; onCreate: (name: string) => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <TextPromptModal
      opened={opened}
      onClose={onClose}
      title={t('gifs.new-folder')}
      label={t('gifs.folder-name')}
      initial={t('gifs.new-folder')}
      validate={(value) => {
        const r = mediaName.safeParse(value);
        return r.success ? { value: r.data } : { error: t(r.error.issues[0]!.message, { max: LIMITS.media.nameMax }) };
      }}
      onSubmit={onCreate}
      submitLabel={t('general.save')}
      testId="new-folder"
    />
  );
}
