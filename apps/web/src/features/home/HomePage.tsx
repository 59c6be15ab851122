import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconClipboardList, IconClockHour4, IconLayoutBoard, IconLogout, IconMovie, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@prancheta/shared/limits.ts';
import { useLogout } from '../../components/useLogout.ts';
import { NotificationsList } from './NotificationsList.tsx';
import { RetentionWarning } from './RetentionWarning.tsx';
import { SubscriptionBanner } from './SubscriptionBanner.tsx';

interface Shortcut {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
  color: string;
}

const SHORTCUTS: Shortcut[] = [
  { to: '/formacoes', title: 'home.formations', text: 'home.formations-text', icon: <IconLayoutBoard size={30} />, color: 'pitch' },
  { to: '/treinos', title: 'home.trainings', text: 'home.trainings-text', icon: <IconClipboardList size={30} />, color: 'blue' },
  { to: '/videos', title: 'home.videos', text: 'home.videos-text', icon: <IconMovie size={30} />, color: 'grape' },
  { to: '/profile', title: 'home.profile', text: 'home.profile-text', icon: <IconUserCircle size={30} />, color: 'gold' },
];

function ShortcutCard({ item }: { item: Shortcut }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={item.to} data-testid={`home-${item.to.slice(1)}`} style={{ display: 'block', borderRadius: 'var(--mantine-radius-lg)' }}>
      <Card withBorder radius="lg" padding="lg" h="100%" className="prancheta-lift">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={60} radius="lg" variant="light" color={item.color}>
            {item.icon}
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={700} size="lg">
              {t(item.title)}
            </Text>
            <Text c="dimmed" size="sm">
              {t(item.text)}
            </Text>
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** Home (/): shortcuts to the planning areas, logout, notifications and the retention note. */
export function HomePage() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('home.title')}</Title>
          <Text c="dimmed">{t('home.subtitle')}</Text>
        </div>
        <Button variant="default" leftSection={<IconLogout size={16} />} onClick={() => void logout()} data-testid="home-logout">
          {t('nav.logout')}
        </Button>
      </Group>
      <SubscriptionBanner />
      <RetentionWarning />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SHORTCUTS.map((item) => (
          <ShortcutCard key={item.to} item={item} />
        ))}
      </SimpleGrid>
      <Alert color="gold" variant="light" icon={<IconClockHour4 size={20} />} title={t('home.retention-title', { months: LIMITS.retentionMonths })} data-testid="retention-note">
        {t('home.retention', { months: LIMITS.retentionMonths })}
      </Alert>
      <NotificationsList />
    </Stack>
  );
}
