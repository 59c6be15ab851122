import { Divider, NavLink as MantineNavLink, ScrollArea, Text } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAdmin, useSession } from '../../api/useSession.ts';
import type { NavItem } from './navItems.ts';
import { useReloadOnReselect } from './useReloadOnReselect.ts';
import { clubPathVisible, useClubRoles } from './useClubMenu.ts';
import { ADMIN_ITEMS, CLUB_ITEMS, MAIN_ITEMS, TOOL_ITEMS } from './navItems.ts';

function Section({ title, items, onNavigate }: { title?: string; items: NavItem[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const reload = useReloadOnReselect();
  return (
    <>
      {title ? (
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" mb={4} px="sm">
          {t(title)}
        </Text>
      ) : null}
      {items.map((item) => (
        <MantineNavLink key={item.to} component={NavLink} to={item.to} label={t(item.label)} active={item.to === '/' ? pathname === '/' : pathname.startsWith(item.to)} onClick={() => {
            reload(item.to);
            onNavigate();
          }}
        />
      ))}
    </>
  );
}

/** The navigation drawer of small screens (behind the burger): every entry of the top bar. */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  const club = useClubRoles();
  return (
    <ScrollArea type="auto" h="100%" p="xs" component="nav">
      <Section items={MAIN_ITEMS} onNavigate={onNavigate} />
      <Divider my="xs" />
      <Section title="nav.tools" items={TOOL_ITEMS} onNavigate={onNavigate} />
      {club.inClub ? <Section title="nav.club" items={CLUB_ITEMS.filter((i) => clubPathVisible(i.to, club))} onNavigate={onNavigate} /> : null}
      {isAdmin(session) ? <Section title="nav.admin" items={ADMIN_ITEMS} onNavigate={onNavigate} /> : null}
    </ScrollArea>
  );
}
