import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SceneObject } from '@prancheta/shared/scene/index.ts';
import { useQueryClient } from '@tanstack/react-query';
import type Konva from 'konva';
import type { ReactNode, RefObject } from 'react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { saveFormation } from '../../api/formations.ts';
import { DialogLoader } from '../../components/DialogLoader.tsx';
import { initialSaveValues } from '../../editor/dialogs/saveValues.ts';
import type { SaveValues } from '../../editor/dialogs/saveValues.ts';
import type { BoardDoc } from './model.ts';
import { boardSnapshot } from './snapshot.ts';
import { retryImport } from '../../components/retryImport.ts';

/** What the board was drawn on: a sport's field, or a saved formation (its objects stay below the drawing). */
export interface BoardBase {
  sportId: number | null;
  background: string;
  objects?: readonly SceneObject[];
}

/** The formation form (zod and the colour picker with it), loaded when the coach first opens it. */
const SaveDialog = lazy(() => retryImport(() => import('../../editor/dialogs/SaveDialog.tsx')).then((m) => ({ default: m.SaveDialog })));

/**
 * "Save as formation" on the board: the formation form of the editor, then POST /api/formactions
 * with the board's picture and its drawing as editor objects (markers, lines, arrows), so the
 * formation opens editable in the editor. The server applies the same rules (subscription, plan,
 * fields) as a formation saved from the editor.
 */
export function useSaveAsFormation(
  stageRef: RefObject<Konva.Stage | null>,
  doc: BoardDoc,
  base: BoardBase | null,
  field: HTMLImageElement | null,
): { open: () => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => setOpened(true), []);
  // Mounted from the first opening on (and kept, for the modal's closing transition).
  const [used, setUsed] = useState(false);
  if (opened && !used) setUsed(true);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const initial = useMemo(() => initialSaveValues(null), []);

  const submit = async (values: SaveValues) => {
    const stage = stageRef.current;
    if (!stage || !base) return;
    setServerErrors({});
    setProgress(0);
    try {
      // The scene's schemas (zod) and the compressor load with the first save, not with the board.
      const [{ toDraft }, { compressDraft }, { boardToScene }] = await Promise.all([
        import('@prancheta/shared/scene/document.ts'),
        import('@prancheta/shared/scene/compress.ts'),
        import('./toScene.ts'),
      ]);
      const png = await boardSnapshot(stage, field);
      const draft = compressDraft(toDraft(boardToScene(doc, base)));
      const { formacao } = await saveFormation({ fields: { ...values.fields, category_id: values.category_id }, colours: values.colours, draft, png }, setProgress);
      await qc.invalidateQueries({ queryKey: ['formactions'] });
      await qc.invalidateQueries({ queryKey: ['home'] });
      setOpened(false);
      notifications.show({
        color: 'green',
        message: (
          <Text size="sm" data-testid="board-formation-saved">
            {t('board-formations.saved')} {/* Notifications render outside the router: a plain link that navigates through it. */}
            <Anchor
              href={`/edit/${formacao.id}?type=formaction`}
              onClick={(e) => {
                e.preventDefault();
                notifications.clean();
                void navigate(`/edit/${formacao.id}?type=formaction`);
              }}
              data-testid="board-formation-open-editor"
            >
              {t('board-formations.open-editor')}
            </Anchor>
          </Text>
        ),
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        setServerErrors(err.errors);
        notifications.show({ color: 'red', message: err.message });
      } else {
        setOpened(false);
        handleApiError(err, { paymentRedirect: '/profile' });
      }
    } finally {
      setProgress(null);
    }
  };

  const dialog = used ? (
    <Suspense fallback={<DialogLoader />}>
      <SaveDialog
        opened={opened}
        onClose={() => progress === null && setOpened(false)}
        initial={initial}
        onSubmit={(v) => void submit(v)}
        progress={progress}
        serverErrors={serverErrors}
        title={t('board-formations.save-title')}
      />
    </Suspense>
  ) : null;
  return { open, dialog };
}
