import { ActionIcon, Burger, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { BrandMark } from '../../components/BrandMark.tsx';
import { HoverTooltip } from '../../components/HoverTooltip.tsx';
import { IconBuildingCommunity, IconLogout, IconMaximize, IconMinimize, IconShieldLock, IconTools, IconUserCircle } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { memo } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAdmin, useSession } from '../../api/useSession.ts';
import { ExternalLinksMenu } from './ExternalLinksMenu.tsx';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { clubPathVisible, useClubRoles } from './useClubMenu.ts';
import { ADMIN_ITEMS, CLUB_ITEMS, MAIN_ITEMS, TOOL_ITEMS } from './navItems.ts';
import { NavMenu } from './NavMenu.tsx';
import { useFullscreen } from '../../components/useFullscreen.ts';
import { useLogout } from '../../components/useLogout.ts';
import { useReloadOnReselect } from './useReloadOnReselect.ts';

/** The product name (not translated): the home link's name, also when the phone hides the text. */
const BRAND = 'Prancheta';

/** The top navigation bar: brand, main links and menus (desktop), burger (tablet and phone). */
export function TopBar({ opened, onBurger }: { opened: boolean; onBurger: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const fullscreen = useFullscreen();
  // The links and menus shown from Mantine's `lg` (75em) and the full-screen switch from `sm` (48em)
  // are only rendered there: on a phone they were built hidden, as much work as the rest of the bar.
  const wide = useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false }) ?? false;
  const tablet = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger opened={opened} onClick={onBurger} hiddenFrom="lg" size="sm" aria-label={t('nav.menu')} />
        <UnstyledButton component={Link} to="/" aria-label={BRAND}>
          <Group gap={8} wrap="nowrap">
            <BrandMark size={30} />
            <Text fw={800} size="lg" c="pitch.9" visibleFrom="xs">
              Prancheta
            </Text>
          </Group>
        </UnstyledButton>
        {wide ? <DesktopNav /> : null}
      </Group>
      <Group gap={2} wrap="nowrap">
        <LanguageMenu />
        <ExternalLinksMenu />
        {tablet ? (
          <HoverTooltip label={t(fullscreen.active ? 'nav.exit-fullscreen' : 'nav.fullscreen')}>
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={fullscreen.toggle} aria-label={t(fullscreen.active ? 'nav.exit-fullscreen' : 'nav.fullscreen')}>
              {fullscreen.active ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
            </ActionIcon>
          </HoverTooltip>
        ) : null}
        <HoverTooltip label={t('nav.profile')}>
          <ActionIcon component={Link} to="/profile" variant="subtle" color="gray" size="lg" aria-label={t('nav.profile')} data-testid="profile-link">
            <IconUserCircle size={22} />
          </ActionIcon>
        </HoverTooltip>
        <HoverTooltip label={t('nav.logout')}>
          <ActionIcon variant="subtle" color="red" size="lg" onClick={() => void logout()} aria-label={t('nav.logout')} data-testid="logout">
            <IconLogout size={20} />
          </ActionIcon>
        </HoverTooltip>
      </Group>
    </Group>
  );
}

/**
 * The main links and the tools, club and admin menus of a wide screen (the drawer holds them on
 * smaller ones). Memoised: opening the drawer or the full screen re-renders the bar, not it.
 */
const DesktopNav = memo(function DesktopNav() {
  const { t } = useTranslation();
  const session = useSession();
  const club = useClubRoles();
  const reload = useReloadOnReselect();
  return (
    <Group gap={2} ml="md" wrap="nowrap" component="nav" aria-label={t('nav.main')}>
      {MAIN_ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.to === '/'} style={{ textDecoration: 'none' }} onClick={() => reload(item.to)}>
          {({ isActive }) => (
            <Button component="span" variant={isActive ? 'light' : 'subtle'} color={isActive ? 'pitch' : 'gray'}>
              {t(item.label)}
            </Button>
          )}
        </NavLink>
      ))}
      <NavMenu label="nav.tools" icon={<IconTools size={16} />} items={TOOL_ITEMS} testId="tools-menu" />
      {club.inClub ? (
        <NavMenu label="nav.club" icon={<IconBuildingCommunity size={16} />} items={CLUB_ITEMS.filter((i) => clubPathVisible(i.to, club))} testId="club-menu" />
      ) : null}
      {isAdmin(session) ? <NavMenu label="nav.admin" icon={<IconShieldLock size={16} />} items={ADMIN_ITEMS} testId="admin-menu" /> : null}
    </Group>
  );
});
