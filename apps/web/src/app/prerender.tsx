// The sign-in screens as static HTML, made when the app is built (see ../../prerender.ts): the server
// puts the one of the visited address and language inside #root, so a first visit paints the real
// screen as soon as the HTML and the stylesheet arrive, instead of a loading screen until the
// scripts have downloaded and run. The app's first render replaces it (React empties #root on its
// first commit); nothing is hydrated.
import { Box, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Route, Routes, StaticRouter } from 'react-router';
import { SHEET_DEFAULT_HEADER } from '@prancheta/shared';
import type { FitnessSheet } from '@prancheta/shared';
import { DEFAULT_LANGUAGE } from '@prancheta/shared/limits.ts';
import type { Language } from '@prancheta/shared/limits.ts';
import AttendancePage from '../features/attendance/AttendancePage.tsx';
import AthletesPage from '../features/athletes/AthletesPage.tsx';
import AthleteAssessmentsPage from '../features/assessments/AthleteAssessmentsPage.tsx';
import { BoardDrawn } from '../features/board/BoardDrawn.tsx';
import { AuthPage } from '../features/auth/AuthPage.tsx';
import { SheetMarks } from '../components/assessments/SheetMarks.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { AppLayout } from '../features/layout/AppLayout.tsx';
import SheetsPage from '../features/fitness/SheetsPage.tsx';
import SheetPage, { DRAWN_FORM } from '../features/fitness/SheetPage.tsx';
import { SheetForm } from '../features/fitness/SheetForm.tsx';
import TreinoPage from '../features/trainings/TreinoPage.tsx';
import TreinosPage from '../features/trainings/TreinosPage.tsx';
import WeeksPage from '../features/weeks/WeeksPage.tsx';
import { localisedTheme } from './theme.ts';

/**
 * The addresses drawn ahead, with their screen and whether it sits in the signed-in layout: the
 * sign-in screens, and the signed-in pages whose first paint needs no record (their title and
 * introduction, their buttons, and loaders where their data will be). A record's page whose title
 * needs no record (an athlete's assessments) is drawn once for its route, parameters and all, and
 * sent for every address the route matches, with the record's id where the screen shows it (it is
 * drawn with RECORD_ID, which the server replaces). A sheet's page shows its form, empty and disabled,
 * as a part the app keeps until its own form has the sheet's values (components/drawnParts.tsx); a
 * training's page its title (its number, from the address), the way back and a loader. The board,
 * full screen outside the layout, its frame and its field's picture (the server fills in the field
 * the address names).
 */
export const PRERENDERED: Record<string, { screen: () => ReactNode; layout?: boolean; signedIn?: boolean }> = {
  '/login': { screen: () => <AuthPage mode="login" /> },
  '/signup': { screen: () => <AuthPage mode="signup" /> },
  '/password/email': { screen: () => <AuthPage mode="forget" /> },
  '/': { screen: () => <HomePage />, layout: true },
  '/treinos': { screen: () => <TreinosPage />, layout: true },
  '/atletas': { screen: () => <AthletesPage />, layout: true },
  '/presencas': { screen: () => <AttendancePage />, layout: true },
  '/fitnes': { screen: () => <SheetsPage video={false} />, layout: true },
  '/weeks': { screen: () => <WeeksPage />, layout: true },
  '/atletas/:id/avaliacoes': { screen: () => <AthleteAssessmentsPage />, layout: true },
  '/treino/:id': { screen: () => <TreinoPage />, layout: true },
  '/fitnes/:id': { screen: () => <SheetPage video={false} drawn={<DrawnSheetForm video={false} />} />, layout: true },
  '/video-sessions/:id': { screen: () => <SheetPage video drawn={<DrawnSheetForm video />} />, layout: true },
  '/board': { screen: () => <BoardDrawn />, signedIn: true },
};

/**
 * The id a record's page is drawn with, in its address and wherever the screen shows it: the server
 * puts the address's own id in its place (apps/server/src/http/spa-shell.ts), and sends no drawn
 * screen for an address whose id is not a number.
 */
export const RECORD_ID = '918273645546372';

export { DRAWN_FIELD } from '../features/board/BoardDrawn.tsx';

/**
 * A sheet's form as it stands before its values arrive: the students' marks panel still reading, and
 * every field, label and help text of an edited sheet (the roster picker too, shown when the coach
 * has athletes or the sheet names one), empty, in a disabled fieldset of its own (the part the app
 * keeps, see components/drawnParts.tsx).
 */
function DrawnSheetForm({ video }: { video: boolean }) {
  const { t } = useTranslation();
  const blank: FitnessSheet = {
    id: 0,
    title: '',
    teacher: '',
    student: '',
    data: '',
    volume: '',
    objectives: '',
    is_video: video,
    athlete_id: 0,
    rate: '',
    img: null,
    img_url: null,
    colors: { header: [...SHEET_DEFAULT_HEADER] },
    h_teacher: '',
    h_student: '',
    h_data: '',
    h_volume: '',
    h_objectives: '',
    h_rate: '',
    exercices: [],
    created_at: '',
  };
  return (
    <fieldset disabled className="prancheta-preview" aria-busy="true" data-drawn-part={DRAWN_FORM}>
      <Box mb="md">
        <SheetMarks sheetId={0} />
      </Box>
      <SheetForm video={video} sheet={blank} withRoster submitLabel={t('fitnes.update')} save={() => new Promise(() => {})} onSaved={() => {}} />
    </fieldset>
  );
}

/**
 * Values the screens put in their fields when drawn (a date range around the day of the build),
 * removed: what the coach sees before the app runs must not be a value of another day.
 */
function withoutValues(html: string): string {
  return html.replace(/(<input\b[^>]*?) value="[^"]*"/g, '$1');
}

/**
 * React's marks for hydrating the HTML (Suspense boundaries' comments, and the templates explaining
 * why a boundary was left to the client, whose text carries the build machine's file paths in
 * development builds), removed: nothing is hydrated, the app replaces the drawn screen.
 */
function withoutHydrationMarks(html: string): string {
  return html.replace(/<template\b[^>]*><\/template>/g, '').replace(/<!--\/?\$[!?]?-->/g, '');
}

/**
 * The drawn parts (`data-drawn-part`, each a fieldset) without the test ids of their elements: the
 * part the app keeps on screen until its own is ready is not that working part, and a test must
 * not find it as such.
 */
function withoutPartsTestIds(html: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const mark = html.indexOf('data-drawn-part=', from);
    if (mark < 0) return out + html.slice(from);
    const start = html.lastIndexOf('<fieldset', mark);
    // The fieldset's end: its own closing tag, past those of the fieldsets inside it.
    const tags = /<fieldset\b|<\/fieldset>/g;
    tags.lastIndex = start + 1;
    let depth = 1;
    let end = html.length;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[0] === '</fieldset>' ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    out += html.slice(from, start) + html.slice(start, end).replace(/ data-testid="[^"]*"/g, '');
    from = end;
  }
}

type Tree = Record<string, unknown>;

/**
 * The screen at `pathname` in `lang` (pt-br as the fallback of missing keys, as in the app), with its
 * data still loading, inside a disabled fieldset: until the app runs, nothing can be typed or sent
 * (a form sent without its script would put the password in the address), and links work as plain
 * links.
 */
export async function prerender(pathname: string, lang: Language, translations: Record<Language, Tree>): Promise<string> {
  const entry = PRERENDERED[pathname];
  if (!entry) throw new Error(`no screen to prerender at ${pathname}`);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    resources: { [lang]: { translation: translations[lang] }, [DEFAULT_LANGUAGE]: { translation: translations[DEFAULT_LANGUAGE] } },
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    lowerCaseLng: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const body = renderToString(
    <MantineProvider theme={localisedTheme(i18n.t('general.close'))} withCssVariables={false} defaultColorScheme="light">
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={pathname.replace(/:id\b/g, RECORD_ID)}>
            {entry.layout ? (
              <Routes>
                <Route element={<AppLayout />}>
                  <Route path={pathname} element={entry.screen()} />
                </Route>
              </Routes>
            ) : (
              entry.screen()
            )}
          </StaticRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return `<fieldset disabled class="prancheta-preview" aria-busy="true">${withoutPartsTestIds(withoutValues(withoutHydrationMarks(body)))}</fieldset>`;
}
