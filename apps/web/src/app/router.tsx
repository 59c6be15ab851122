import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { setNavigator } from '../api/errors.ts';
import { PageLoader } from '../components/PageLoader.tsx';
import { GuestOnly, RequireAuth } from '../features/auth/guards.tsx';

// Every page is its own chunk, the signed-in layout and the home too: the sign-in screen loads only
// the providers, the router and itself. The auth screen carries zod (the shared form schemas),
// which signed-in visits never need.
const AppLayout = lazy(() => import('../features/layout/AppLayout.tsx').then((m) => ({ default: m.AppLayout })));
const HomePage = lazy(() => import('../features/home/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() => import('../features/notfound/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const AuthPage = lazy(() => import('../features/auth/AuthPage.tsx').then((m) => ({ default: m.AuthPage })));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));
const PaymentPage = lazy(() => import('../features/payment/PaymentPage.tsx').then((m) => ({ default: m.PaymentPage })));
const HelpPage = lazy(() => import('../features/help/HelpPage.tsx'));
const FormationsPage = lazy(() => import('../features/formations/FormationsPage.tsx'));
const VideosPage = lazy(() => import('../features/videos/VideosPage.tsx'));
const EditorPage = lazy(() => import('../features/formations/EditorPage.tsx'));
const BoardPage = lazy(() => import('../features/board/BoardPage.tsx'));
const SelectBoardPage = lazy(() => import('../features/board/SelectBoardPage.tsx'));
const FieldPickerPage = lazy(() => import('../features/board/FieldPickerPage.tsx'));
const TreinosPage = lazy(() => import('../features/trainings/TreinosPage.tsx'));
const NewTreinoPage = lazy(() => import('../features/trainings/NewTreinoPage.tsx'));
const TreinoPage = lazy(() => import('../features/trainings/TreinoPage.tsx'));
const WeeksPage = lazy(() => import('../features/weeks/WeeksPage.tsx'));
const WeekEditorPage = lazy(() => import('../features/weeks/WeekEditorPage.tsx'));
const SheetsPage = lazy(() => import('../features/fitness/SheetsPage.tsx'));
const NewSheetPage = lazy(() => import('../features/fitness/NewSheetPage.tsx'));
const SheetPage = lazy(() => import('../features/fitness/SheetPage.tsx'));
const NewExercisePage = lazy(() => import('../features/fitness/NewExercisePage.tsx'));
const EditExercisePage = lazy(() => import('../features/fitness/EditExercisePage.tsx'));
const GifsPage = lazy(() => import('../features/media/GifsPage.tsx'));
const AdminUsersPage = lazy(() => import('../features/admin/AdminUsersPage.tsx'));
const AdminPlansPage = lazy(() => import('../features/admin/AdminPlansPage.tsx'));
const AdminCleanPage = lazy(() => import('../features/admin/AdminCleanPage.tsx'));
const AdminPaymentsPage = lazy(() => import('../features/admin/AdminPaymentsPage.tsx'));
const AdminGifsPage = lazy(() => import('../features/media/AdminGifsPage.tsx'));
const ClubsPage = lazy(() => import('../features/clubs/ClubsPage.tsx'));
const TeamProfilePage = lazy(() => import('../features/clubs/TeamProfilePage.tsx'));
const TeamUsersPage = lazy(() => import('../features/clubs/TeamUsersPage.tsx'));
const TeamCategoriesPage = lazy(() => import('../features/clubs/TeamCategoriesPage.tsx'));
const TeamTreinosPage = lazy(() => import('../features/clubs/TeamTreinosPage.tsx'));
const AdminFilesPage = lazy(() => import('../features/media/AdminFilesPage.tsx'));
const AdminTeamsPage = lazy(() => import('../features/admin-teams/AdminTeamsPage.tsx'));
const NewTeamPage = lazy(() => import('../features/admin-teams/NewTeamPage.tsx'));
const TeamAcceptPage = lazy(() => import('../features/admin-teams/TeamAcceptPage.tsx'));
const AdminMailPage = lazy(() => import('../features/admin-mail/AdminMailPage.tsx'));
const AdminNotifyPage = lazy(() => import('../features/admin-notify/AdminNotifyPage.tsx'));

/** A lazy page outside the layout (full-screen board) with its own loader. */
function standalone(page: ReactNode): ReactNode {
  return <Suspense fallback={<PageLoader />}>{page}</Suspense>;
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
      { path: '/board', element: standalone(<BoardPage />) },
      {
        element: standalone(<AppLayout />),
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/payment', element: <PaymentPage /> },
          { path: '/help', element: <HelpPage /> },
          { path: '/formacoes', element: <FormationsPage /> },
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
        ],
      },
    ],
  },
  { path: '*', element: standalone(<NotFoundPage />) },
];

/** The app's browser router; the error catalogue navigates through it. */
export const router = createBrowserRouter(routes);
setNavigator((to) => void router.navigate(to));
