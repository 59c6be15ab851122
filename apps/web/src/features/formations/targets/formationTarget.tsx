import type { TFunction } from 'i18next';
import { saveFormation } from '../../../api/formations.ts';
import type { SaveFormationInput } from '../../../api/formations.ts';
import { enqueueSave } from '../../../pwa/offlineStore.ts';
import { isNetworkFailure } from '../../../pwa/sync.ts';
import { SaveDialog, initialSaveValues } from '../../../editor/dialogs/SaveDialog.tsx';
import type { EditorSource } from '../../../editor/source/useEditorSource.ts';
import type { SaveTarget } from './types.ts';

/** Saving as an image formation: the formation header dialog, POST formactions[/{id}], back to /formacoes. */
export function formationTarget(source: EditorSource, t: TFunction): SaveTarget {
  const initial = initialSaveValues(source.formation);
  const id = source.formation?.id ?? null;
  return {
    title: source.formation ? t('formations.edit-title') : t('formations.new-title'),
    back: { to: '/formacoes', label: t('formations.title') },
    savedMessage: t('general.done'),
    renderDialog: (p) => (
      <SaveDialog
        opened={p.opened}
        onClose={p.onClose}
        initial={initial}
        progress={p.progress}
        serverErrors={p.serverErrors}
        onSubmit={(values) => p.onSubmit(async (drawing, onProgress) => {
          const input: SaveFormationInput = { id, fields: { ...values.fields, category_id: values.category_id }, colours: values.colours, ...drawing };
          try {
            if (!navigator.onLine) throw new TypeError('offline');
            await saveFormation(input, onProgress);
          } catch (err) {
            if (!isNetworkFailure(err)) throw err;
            // No connection: kept on this device and sent when it returns (see pwa/sync.ts); the
            // list shows it at once, marked as waiting.
            await enqueueSave({ input, baseUpdatedAt: source.formation?.updated_at ?? null });
            return { to: '/formacoes', keptOnDevice: t('pwa.saved-offline') };
          }
          return { to: '/formacoes' };
        })}
      />
    ),
  };
}
