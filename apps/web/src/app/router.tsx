import { isValidElement, lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { buildCheck } from '../api/appBuild.ts';
import { setNavigator } from '../api/errors.ts';
import { readSession } from '../api/session.ts';
import { lazyPart } from '../components/lazyPart.ts';
import { PageLoader } from '../components/PageLoader.tsx';
import { ScreenBoundary } from '../components/ScreenErrorBoundary.tsx';
import { warmDateField } from '../components/warmDateField.ts';
import { GuestOnly, RequireAuth } from '../features/auth/guards.tsx';
import { BoardWaiting } from '../features/board/BoardWaiting.tsx';
import { loadNewShell } from '../pwa/serviceWorker.ts';
import { prefetchFirstScreen } from './firstData.ts';
import { nextTask } from './nextTask.ts';
import { firstScreenReads } from './queryClient.ts';

/** How each lazy page loads, so the first screen's files can be asked for before React renders it. */
const loaders = new Map<unknown, () => Promise<unknown>>();

/**
 * Konva's core and shapes, evaluated on their own (see lazyPage's `canvas`). Their file is among
 * the page's own (reactKonva.ts imports it), so this asks for nothing more, and the drawn board's
 * HTML preloads them all at once.
 */
const konvaShapes = () => import('../components/konva/konvaShapes.ts');

/**
 * A lazy page (see lazyPart), remembering its loader (see preloadFirstScreen). A page whose form
 * shows a date field (`{ dateField: true }`) has the browser's date field made ready while its file
 * loads (see warmDateField). A page drawn on a Konva canvas (`{ canvas: true }`) has Konva's files
 * evaluated in a task before its own: evaluated with the page's, Konva's classes and react-konva's
 * renderer made the page's longest task on a slow phone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React.lazy itself has
function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  options: { coreKeys?: boolean; dateField?: boolean; canvas?: boolean } = {},
): LazyExoticComponent<T> {
  const page = lazyPart(() => {
    if (options.dateField) warmDateField();
    return options.canvas ? konvaShapes().then(nextTask).then(load) : load();
  }, options);
  loaders.set(page.Component, page.load);
  return page.Component;
}

// Every page is its own chunk, the signed-in layout and the home too: the sign-in screen loads only
// the providers, the router and itself. The auth screen carries zod (the shared form schemas),
// which signed-in visits never need.
const AppLayout = lazyPage(() => import('../features/layout/AppLayout.tsx').then((m) => ({ default: m.AppLayout })), { coreKeys: true });
const HomePage = lazyPage(() => import('../features/home/HomePage.tsx').then((m) => ({ default: m.HomePage })), { coreKeys: true });
const NotFoundPage = lazyPage(() => import('../features/notfound/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })), { coreKeys: true });
const AuthPage = lazyPage(() => import('../features/auth/AuthPage.tsx').then((m) => ({ default: m.AuthPage })), { coreKeys: true });
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));
const PaymentPage = lazyPage(() => import('../features/payment/PaymentPage.tsx').then((m) => ({ default: m.PaymentPage })));
const HelpPage = lazyPage(() => import('../features/help/HelpPage.tsx'));
const FormationsPage = lazyPage(() => import('../features/formations/FormationsPage.tsx'));
const SharedFormationsPage = lazyPage(() => import('../features/coedit/SharedFormationsPage.tsx'));
const VideosPage = lazyPage(() => import('../features/videos/VideosPage.tsx'));
const EditorPage = lazyPage(() => import('../features/formations/EditorPage.tsx'), { canvas: true });
const BoardPage = lazyPage(() => import('../features/board/BoardPage.tsx'), { canvas: true });
const SelectBoardPage = lazyPage(() => import('../features/board/SelectBoardPage.tsx'));
const FieldPickerPage = lazyPage(() => import('../features/board/FieldPickerPage.tsx'));
const TreinosPage = lazyPage(() => import('../features/trainings/TreinosPage.tsx'));
const NewTreinoPage = lazyPage(() => import('../features/trainings/NewTreinoPage.tsx'), { dateField: true });
const TreinoPage = lazyPage(() => import('../features/trainings/TreinoPage.tsx'), { dateField: true });
const WeeksPage = lazyPage(() => import('../features/weeks/WeeksPage.tsx'));
const WeekEditorPage = lazyPage(() => import('../features/weeks/WeekEditorPage.tsx'), { dateField: true });
const SheetsPage = lazyPage(() => import('../features/fitness/SheetsPage.tsx'));
const AthleteAssessmentsPage = lazyPage(() => import('../features/assessments/AthleteAssessmentsPage.tsx'));
const AthleteLoadPage = lazyPage(() => import('../features/load/AthleteLoadPage.tsx'));
const LoadBoardPage = lazyPage(() => import('../features/load/LoadBoardPage.tsx'));
const AssessmentFormPage = lazyPage(() => import('../features/assessments/AssessmentFormPage.tsx'), { dateField: true });
const NewSheetPage = lazyPage(() => import('../features/fitness/NewSheetPage.tsx'), { dateField: true });
const SheetPage = lazyPage(() => import('../features/fitness/SheetPage.tsx'), { dateField: true });
const NewExercisePage = lazyPage(() => import('../features/fitness/NewExercisePage.tsx'));
const EditExercisePage = lazyPage(() => import('../features/fitness/EditExercisePage.tsx'));
const GifsPage = lazyPage(() => import('../features/media/GifsPage.tsx'));
const AdminUsersPage = lazyPage(() => import('../features/admin/AdminUsersPage.tsx'));
const AdminPlansPage = lazyPage(() => import('../features/admin/AdminPlansPage.tsx'));
const AdminCleanPage = lazyPage(() => import('../features/admin/AdminCleanPage.tsx'));
const AdminPaymentsPage = lazyPage(() => import('../features/admin/AdminPaymentsPage.tsx'), { dateField: true });
const AdminGifsPage = lazyPage(() => import('../features/media/AdminGifsPage.tsx'));
const ClubsPage = lazyPage(() => import('../features/clubs/ClubsPage.tsx'));
const TeamProfilePage = lazyPage(() => import('../features/clubs/TeamProfilePage.tsx'));
const TeamUsersPage = lazyPage(() => import('../features/clubs/TeamUsersPage.tsx'));
const TeamCategoriesPage = lazyPage(() => import('../features/clubs/TeamCategoriesPage.tsx'));
const TeamTreinosPage = lazyPage(() => import('../features/clubs/TeamTreinosPage.tsx'));
const AdminFilesPage = lazyPage(() => import('../features/media/AdminFilesPage.tsx'));
const AdminTeamsPage = lazyPage(() => import('../features/admin-teams/AdminTeamsPage.tsx'));
const NewTeamPage = lazyPage(() => import('../features/admin-teams/NewTeamPage.tsx'));
const TeamAcceptPage = lazyPage(() => import('../features/admin-teams/TeamAcceptPage.tsx'));
const AdminMailPage = lazyPage(() => import('../features/admin-mail/AdminMailPage.tsx'));
const AdminNotifyPage = lazyPage(() => import('../features/admin-notify/AdminNotifyPage.tsx'));
const AthletesPage = lazyPage(() => import('../features/athletes/AthletesPage.tsx'));
const AttendancePage = lazyPage(() => import('../features/attendance/AttendancePage.tsx'), { dateField: true });
const CopySharedPage = lazyPage(() => import('../features/playfiles/CopySharedPage.tsx'));
const LiveJoinPage = lazyPage(() => import('../features/live/LiveJoinPage.tsx'));
const LiveViewerPage = lazyPage(() => import('../features/live/LiveViewerPage.tsx'));
// The board's read-only canvas for live viewers: a feature of its own, handed to the viewer page here.
const BoardLiveView = lazy(() => import('../features/board/BoardLiveView.tsx'));

/** Matched routes, as matchRoutes or the router's state gives them. */
type RouteMatches = ReadonlyArray<{ route: { element?: ReactNode } }>;

/** A lazy page outside the layout (full-screen board) with its own loader. */
function standalone(page: ReactNode, loader: ReactNode = <PageLoader />): ReactNode {
  return (
    <ScreenBoundary>
      <Suspense fallback={loader}>{page}</Suspense>
    </ScreenBoundary>
  );
}

/** The seed 001 route table. Pages inside AppLayout get its Suspense boundary; the layout itself its own. */
export const routes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      { path: '/login', element: standalone(<AuthPage mode="login" />) },
      { path: '/signup', element: standalone(<AuthPage mode="signup" />) },
      { path: '/password/email', element: standalone(<AuthPage mode="forget" />) },
      { path: '/password/reset/:email/:key', element: standalone(<AuthPage mode="changePass" />) },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/board', element: standalone(<BoardPage />, <BoardWaiting />) },
      {
        element: standalone(<AppLayout />),
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/payment', element: <PaymentPage /> },
          { path: '/help', element: <HelpPage /> },
          { path: '/formacoes', element: <FormationsPage /> },
          { path: '/compartilhadas', element: <SharedFormationsPage /> },
          { path: '/videos', element: <VideosPage /> },
          { path: '/marcar', element: <EditorPage /> },
          { path: '/marcar/:id', element: <EditorPage /> },
          { path: '/edit/:id', element: <EditorPage /> },
          { path: '/select-board', element: <SelectBoardPage /> },
          { path: '/select', element: <FieldPickerPage /> },
          { path: '/treinos', element: <TreinosPage /> },
          { path: '/new-treino', element: <NewTreinoPage /> },
          { path: '/treino/:id', element: <TreinoPage /> },
          { path: '/weeks', element: <WeeksPage /> },
          { path: '/week', element: <WeekEditorPage key="new" /> },
          { path: '/week/:id', element: <WeekEditorPage key="edit" /> },
          { path: '/fitnes', element: <SheetsPage key="sheets" video={false} /> },
          { path: '/new-fitnes', element: <NewSheetPage key="sheets" video={false} /> },
          { path: '/fitnes/:id', element: <SheetPage key="sheets" video={false} /> },
          { path: '/fitnes_ex/:id', element: <NewExercisePage key="sheets" video={false} /> },
          { path: '/fitnes_ex/:id/view', element: <EditExercisePage key="sheets" video={false} /> },
          { path: '/video-sessions', element: <SheetsPage key="videos" video /> },
          { path: '/new-video-session', element: <NewSheetPage key="videos" video /> },
          { path: '/video-sessions/:id', element: <SheetPage key="videos" video /> },
          { path: '/video-sessions-ex/:id', element: <NewExercisePage key="videos" video /> },
          { path: '/video-sessions-ex/:id/view', element: <EditExercisePage key="videos" video /> },
          { path: '/atletas/:id/avaliacoes', element: <AthleteAssessmentsPage /> },
          { path: '/atletas/:id/carga', element: <AthleteLoadPage /> },
          { path: '/carga', element: <LoadBoardPage /> },
          { path: '/atletas/:athleteId/avaliacoes/nova', element: <AssessmentFormPage key="new" /> },
          { path: '/avaliacoes/:id', element: <AssessmentFormPage key="edit" /> },
          { path: '/gifs', element: <GifsPage /> },
          { path: '/admin/files', element: <AdminFilesPage /> },
          { path: '/admin/users', element: <AdminUsersPage /> },
          { path: '/admin/plans', element: <AdminPlansPage /> },
          { path: '/admin/clean', element: <AdminCleanPage /> },
          { path: '/admin/payments', element: <AdminPaymentsPage /> },
          { path: '/clubes', element: <ClubsPage /> },
          { path: '/team/profile', element: <TeamProfilePage /> },
          { path: '/team/users', element: <TeamUsersPage /> },
          { path: '/team/categories', element: <TeamCategoriesPage /> },
          { path: '/team/treinos', element: <TeamTreinosPage /> },
          { path: '/admin/gifs', element: <AdminGifsPage /> },
          { path: '/admin/teams', element: <AdminTeamsPage /> },
          { path: '/admin/new-team', element: <NewTeamPage /> },
          { path: '/team/accept', element: <TeamAcceptPage /> },
          { path: '/admin/mail', element: <AdminMailPage /> },
          { path: '/admin/notify', element: <AdminNotifyPage /> },
          { path: '/atletas', element: <AthletesPage /> },
          { path: '/presencas', element: <AttendancePage /> },
          { path: '/copiar/:token', element: <CopySharedPage /> },
        ],
      },
    ],
  },
  // Live presenting's viewer pages: no account, no guard (the link or the code is the access).
  { path: '/ao-vivo', element: standalone(<LiveJoinPage />) },
  { path: '/ao-vivo/:key', element: standalone(<LiveViewerPage BoardView={BoardLiveView} />) },
  { path: '*', element: standalone(<NotFoundPage />) },
];

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's browser router (the error catalogue navigates through it), created at the first call:
 * ranking and matching the whole route table costs tens of milliseconds on a slow phone, so it gets
 * a task of its own (see startFirstScreen) instead of joining the scripts' evaluation.
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  if (browserRouter) return browserRouter;
  const router = createBrowserRouter(routes);
  browserRouter = router;
  setNavigator((to) => void router.navigate(to));
  return router;
}

/** Starts loading the lazy pages inside a route element (a page inside standalone()'s Suspense too). */
function preloadElement(node: ReactNode, started: Array<Promise<unknown>>): void {
  if (!isValidElement(node)) return;
  const load = loaders.get(node.type);
  if (load) started.push(load());
  preloadElement((node.props as { children?: ReactNode }).children, started);
}

/**
 * Asks for the files of the screen this address opens (the signed-in layout and the page at once,
 * not one after the other, and while the translations load), following the guards: a signed-out
 * visit to a protected page gets the sign-in screen, a signed-in visit to it the home.
 */
function preloadFirstScreen(pathname: string, matched?: RouteMatches): Promise<unknown> {
  // The router has already matched the address it opened with: matching the whole table again
  // costs tens of milliseconds on a slow phone, in the first load's longest task.
  const matches = matched ?? matchRoutes(routes, pathname) ?? [];
  const guard = matches[0]?.route.element;
  const signedIn = readSession() !== null;
  if (isValidElement(guard) && guard.type === RequireAuth && !signedIn) return preloadFirstScreen('/login');
  if (isValidElement(guard) && guard.type === GuestOnly && signedIn) return preloadFirstScreen('/');
  const started: Array<Promise<unknown>> = [];
  for (const match of matches) preloadElement(match.route.element, started);
  return Promise.all(started);
}

/**
 * How long after its files the first screen still waits for its data (see startFirstScreen): on a
 * slow network the answers usually arrive first, and a slow API must not hold the screen back long.
 */
const READS_GRACE_MS = 500;

/**
 * Starts the first screen: its data, the router, then its files, each in a task of its own (on
 * a slow phone each costs tens of milliseconds; in one task with the scripts' evaluation they were
 * the first load's longest task, blocking the taps on a screen drawn ahead). Settles when the files
 * of the first screen have arrived and its data has answered (or READS_GRACE_MS after the files, if
 * the data is slower). The first render waits for it, so the screen appears in one pass, with its
 * data: otherwise the data's arrival right after it re-rendered the page (skeletons to cards,
 * tables, forms) in one long blocking task, since an answer updates the screen synchronously, and
 * shifted what was below the skeletons.
 */
export async function startFirstScreen(): Promise<void> {
  await nextTask();
  // The first screen's data is asked for first, beside its files (app/firstData.ts).
  const firstReads = prefetchFirstScreen(window.location.pathname, window.location.search);
  await nextTask();
  const router = appRouter();
  const firstLocation = router.state.location.key;
  const stopWatching = router.subscribe((state) => {
    if (state.location.key === firstLocation) return;
    firstScreenReads.clear(); // the first screen's reads were taken; from here on mounts refetch as usual
    stopWatching();
  });
  // After a deploy (an API answer named a newer web build): the next navigation, once any
  // unsaved-work guard has let it go, loads the page in full at its new address on the new shell.
  let shownLocation = firstLocation;
  router.subscribe((state) => {
    if (state.location.key === shownLocation) return;
    shownLocation = state.location.key;
    buildCheck.loadIfStale(loadNewShell);
  });
  await nextTask();
  // The first screen's files, once arrived (or failed: the page's own error handling then takes over).
  const firstFiles: Promise<void> = preloadFirstScreen(router.state.location.pathname, router.state.matches).then(
    () => undefined,
    () => undefined,
  );
  await Promise.all([firstFiles, Promise.race([firstReads, firstFiles.then(() => new Promise<void>((resolve) => setTimeout(resolve, READS_GRACE_MS)))])]);
}
