import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClubRoster } from '../../api/clubs.ts';

/**
 * A club's categories, each with the athletes its coaches assigned to it (name, age, coach) and a
 * count. Shown to the club's leader (/team/categories) and members (/clubes).
 */
export function ClubRoster({ teamId, headingOrder = 2, narrow = false }: { teamId: number; headingOrder?: 2 | 3; narrow?: boolean }) {
  const { t } = useTranslation();
  const roster = useClubRoster(teamId);
  return (
    <Stack gap="sm" data-testid={`club-roster-${teamId}`}>
      <Title order={headingOrder} size="h4">
        {t('club-roster.title')}
      </Title>
      {roster.isLoading ? (
        <Skeleton h={80} radius="md" />
      ) : roster.error ? (
        <Alert color="red">{t('club-roster.error')}</Alert>
      ) : (roster.data ?? []).length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="club-roster-no-categories">
          {t('club-roster.no-categories')}
        </Text>
      ) : (
        <SimpleGrid cols={narrow ? 1 : { base: 1, sm: 2 }} spacing="sm">
          {(roster.data ?? []).map((c) => (
            <Card key={c.id} withBorder radius="md" padding="sm" data-testid={`club-roster-category-${c.id}`} data-count={c.count}>
              <Group justify="space-between" wrap="nowrap" mb={6}>
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconUsers size={18} aria-hidden />
                  <Text fw={700} truncate>
                    {c.name}
                  </Text>
                </Group>
                <Badge variant="light" aria-label={t('club-roster.count-label', { count: c.count })} data-testid="club-roster-count">
                  {c.count}
                </Badge>
              </Group>
              {c.athletes.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('club-roster.empty')}
                </Text>
              ) : (
                <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {c.athletes.map((a, i) => (
                    <li key={i} data-testid="club-roster-athlete">
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {a.name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {[a.age !== null ? t('club-roster.age', { count: a.age }) : null, t('club-roster.coach', { name: a.coach })].filter(Boolean).join(' · ')}
                      </Text>
                    </li>
                  ))}
                </Stack>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
