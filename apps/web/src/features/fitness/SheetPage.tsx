import { Button, Center, Container, Loader } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { DrawnPart, drawnPart } from '../../components/drawnParts.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { lazyPart } from '../../components/lazyPart.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useAfterPaint } from '../../components/useAfterPaint.ts';
import { offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';
import { pathsOf } from './paths.ts';

// The form, the exercises' table, the marks and the dialogs: a file of their own (with zod, the
// data table and the rest of Mantine behind them), asked for once the title is on screen. The forms' code (with zod) and
// the data table are asked for on their own too, at the same time: each then runs its modules in a
// task of its own as it arrives, instead of all of them in one long task with the body.
const body = lazyPart(() =>
  Promise.all([import('../../components/form/index.ts'), import('../../components/data-table/index.ts'), import('./SheetBody.tsx')]).then(([, , module]) => module),
);
const SheetBody = body.Component;

const loader = (
  <Center py="xl">
    <Loader />
  </Center>
);

/** The name of the sheet's form drawn ahead (see components/drawnParts.tsx). */
export const DRAWN_FORM = 'sheet-form';

/**
 * /fitnes/{id} and /video-sessions/{id}: the title at once, then the sheet's form and exercises.
 * Until the form is ready, the form the server drew ahead for this address, if any (`drawn` when the
 * build draws it: see app/prerender.tsx), else a loader.
 */
export default function SheetPage({ video, drawn }: { video: boolean; drawn?: ReactNode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { pathname } = useLocation();
  const [kept] = useState(() => drawnPart(DRAWN_FORM, pathname));
  const placeholder = drawn ?? (kept ? <DrawnPart element={kept} /> : loader);
  const [assignOpen, setAssignOpen] = useState(false);
  // Saving needs the server: offline the sheet stays on screen, read-only.
  const offline = useReadOnlyOffline(video ? 'video-session' : 'fitnes');
  const painted = useAfterPaint(body.load, body.loaded());
  // The title comes from the address (a sheet's id as its number); any other address waits for the
  // body, which sends it back to the list with "not found".
  const title = id && /^[1-9]\d*$/.test(id) ? `${video ? t('fitnes.video-session') : t('fitnes.edit')} #${id}` : null;
  return (
    <Container size="xl" py="md">
      {title ? (
        <PageHeader
          title={title}
          subtitle={<BackLink to={pathsOf(video).list} label={t('fitnes.back')} testId="sheet-back-link" />}
          actions={
            <Button variant="default" leftSection={<IconUsers size={16} />} onClick={() => setAssignOpen(true)} {...offlineAction(offline)} data-testid="sheet-assign">
              {t('fitnes.assign')}
            </Button>
          }
        />
      ) : null}
      {painted && !drawn ? (
        <Suspense fallback={placeholder}>
          <SheetBody video={video} id={id} assignOpen={assignOpen} setAssignOpen={setAssignOpen} placeholder={placeholder} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Container>
  );
}
