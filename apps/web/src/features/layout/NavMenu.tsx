import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../components/DeferredMenu.tsx';
import type { NavItem } from './navItems.ts';
import { useReloadOnReselect } from './useReloadOnReselect.ts';

/** A dropdown of route links in the top bar (club, admin, tools). */
export function NavMenu({ label, icon, items, testId }: { label: string; icon: ReactNode; items: NavItem[]; testId: string }) {
  const { t } = useTranslation();
  const reload = useReloadOnReselect();
  return (
    <DeferredMenu
      position="bottom-start"
      withinPortal
      trigger="click-hover"
      openDelay={80}
      closeDelay={150}
      target={
        <Button variant="subtle" color="gray" leftSection={icon} rightSection={<IconChevronDown size={14} />} data-testid={testId}>
          {t(label)}
        </Button>
      }
    >
      {items.map((item) => (
        <Menu.Item key={item.to} component={Link} to={item.to} onClick={() => reload(item.to)}>
          {t(item.label)}
        </Menu.Item>
      ))}
    </DeferredMenu>
  );
}
