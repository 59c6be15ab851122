import { Anchor, Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconPlus } from '@tabler/icons-react';
import type { HomeArea } from '@prancheta/shared';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HomeAreaView } from './homeAreas.tsx';

/** The second line of a recent item: a club role is translated, anything else shown as stored. */
function detailOf(view: HomeAreaView, detail: string, t: (k: string) => string): string {
  if (view.key === 'clubs') return t(`home-overview.club-role.${detail === 'leader' ? 'leader' : 'member'}`);
  return detail;
}

/** One area of the home overview: its count, the latest records as links, or what to do first. */
export function AreaCard({ view, area }: { view: HomeAreaView; area: HomeArea }) {
  const { t } = useTranslation();
  const title = t(`home-overview.areas.${view.key}`);
  const count = area.capped ? `${area.count}+` : String(area.count);
  return (
    <Card withBorder radius="lg" padding="md" h="100%" data-testid={`home-area-${view.key}`} data-count={area.count}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={44} radius="md" variant="light" color={view.color}>
            {view.icon}
          </ThemeIcon>
          <Anchor component={Link} to={view.to} fw={700} size="lg" c="inherit" data-testid={view.testId} style={{ minWidth: 0 }} truncate>
            {title}
          </Anchor>
        </Group>
        <Badge size="lg" variant="light" color={view.color} aria-label={t('home-overview.count-label', { count: area.count })} data-testid={`home-count-${view.key}`}>
          {count}
        </Badge>
      </Group>
      {area.recent.length === 0 ? (
        <Stack gap="xs" align="flex-start" data-testid={`home-empty-${view.key}`}>
          <Text c="dimmed" size="sm">
            {t(`home-overview.hint.${view.key}`)}
          </Text>
          <Button component={Link} to={view.create} size="xs" variant="light" color={view.color} leftSection={<IconPlus size={14} />}>
            {t(`home-overview.create.${view.key}`)}
          </Button>
        </Stack>
      ) : (
        <Stack gap={6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('home-overview.continue')}
          </Text>
          {area.recent.map((item) => (
            <Anchor key={String(item.id)} component={Link} to={view.itemTo(item)} size="sm" data-testid={`home-recent-${view.key}`} style={{ display: 'block', minWidth: 0 }}>
              <Text span fw={600} size="sm" truncate style={{ display: 'block' }}>
                {item.title}
              </Text>
              {item.detail ? (
                <Text span c="dimmed" size="xs" truncate style={{ display: 'block' }}>
                  {detailOf(view, item.detail, t)}
                </Text>
              ) : null}
            </Anchor>
          ))}
          <Anchor component={Link} to={view.to} size="sm" fw={600} mt={4}>
            <Group gap={4} wrap="nowrap">
              {t('home-overview.see-all', { count })}
              <IconArrowRight size={14} />
            </Group>
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
