import { Button, Group } from '@mantine/core';
import { IconBrush, IconCreditCard, IconReceipt, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS = [
  { to: '/admin/users', key: 'admin.users.title', icon: <IconUsers size={16} />, testId: 'admin-link-users' },
  { to: '/admin/plans', key: 'admin.users.plans-link', icon: <IconReceipt size={16} />, testId: 'admin-link-plans' },
  { to: '/admin/payments', key: 'admin.payments.title', icon: <IconCreditCard size={16} />, testId: 'admin-link-payments' },
  { to: '/admin/clean', key: 'admin.users.clean-link', icon: <IconBrush size={16} />, testId: 'admin-link-clean' },
] as const;

/** Links between the admin pages (seed 001 §2: users links to plans, plans back to users). */
export function AdminLinks({ current }: { current: '/admin/users' | '/admin/plans' | '/admin/payments' | '/admin/clean' }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {LINKS.filter((l) => l.to !== current).map((l) => (
        <Button key={l.to} component={Link} to={l.to} variant="light" size="sm" leftSection={l.icon} data-testid={l.testId}>
          {t(l.key)}
        </Button>
      ))}
    </Group>
  );
}

/** A date of the admin tables: the calendar day as stored (UTC), in the user's language. */
export function adminDate(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(lang, { timeZone: 'UTC' });
}
