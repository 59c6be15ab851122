import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NeedsNetwork } from '../../components/NeedsNetwork.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { retryImport } from '../../components/retryImport.ts';
import { ScreenBoundary, ScreenErrorBoundary } from '../../components/ScreenErrorBoundary.tsx';
import { useScreenOffline } from '../../components/screenOffline.ts';
import { ContactButton } from './ContactButton.tsx';
import { SideNav } from './SideNav.tsx';
import { TopBar } from './TopBar.tsx';

/** The offline banner and sync indicator, loaded after the first screen (IndexedDB code included). */
const OfflineStatus = lazy(() => retryImport(() => import('../../pwa/OfflineStatus.tsx')).then((m) => ({ default: m.OfflineStatus })));

/** The page; offline, a screen whose data is not on this device says so in its place. */
function PageOutlet() {
  const { pathname, search } = useLocation();
  return useScreenOffline(`${pathname}${search}`) ? <NeedsNetwork /> : <Outlet />;
}

/** The signed-in layout: top navigation, drawer on small screens, page content, contact button. */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's links are built the first time it opens (then kept for its closing animation):
  // closed, it is hidden, and its twenty-odd links cost as much to render as the page's top bar.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (opened && !drawerUsed) setDrawerUsed(true);
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'lg', collapsed: { mobile: !opened, desktop: true } }} padding="md">
      <AppShell.Header>
        <TopBar opened={opened} onBurger={toggle} />
      </AppShell.Header>
      <AppShell.Navbar>{drawerUsed ? <SideNav onNavigate={close} /> : null}</AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Container size="xl" px={{ base: 0, sm: 'md' }} pb={96}>
          <ScreenErrorBoundary quiet>
            <Suspense fallback={null}>
              <OfflineStatus />
            </Suspense>
          </ScreenErrorBoundary>
          <ScreenBoundary>
            <Suspense fallback={<PageLoader />}>
              <PageOutlet />
            </Suspense>
          </ScreenBoundary>
        </Container>
      </AppShell.Main>
      <ContactButton />
    </AppShell>
  );
}
