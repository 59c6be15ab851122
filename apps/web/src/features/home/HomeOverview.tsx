import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { useHome } from '../../api/home.ts';
import { AreaCard } from './AreaCard.tsx';
import { HOME_AREA_VIEWS } from './homeAreas.tsx';

const GRID = { base: 1, sm: 2, lg: 3 } as const;

/** Every area of the coach with its count and latest records (GET /api/home), or skeletons while it loads. */
export function HomeOverview() {
  const { t } = useTranslation();
  const home = useHome();
  useEffect(() => {
    if (home.error instanceof ApiError && home.error.status === 401) handleApiError(home.error);
  }, [home.error]);

  if (home.isPending) {
    return (
      // Its own key: the skeletons' grid is replaced by the areas' grid, not moved down by what
      // arrives with the answer above it (the first-run checklist), as one reused element would be.
      <SimpleGrid key="loading" cols={GRID} spacing="md" data-testid="home-loading" role="status" aria-busy="true" aria-label={t('home-overview.loading')}>
        {HOME_AREA_VIEWS.slice(0, 7).map((v) => (
          <Card key={v.key} withBorder radius="lg" padding="md">
            <Group mb="sm">
              <Skeleton height={44} width={44} radius="md" />
              <Skeleton height={16} width="50%" />
            </Group>
            <Stack gap={8}>
              <Skeleton height={10} />
              <Skeleton height={10} width="80%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (home.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={20} />} title={t('home-overview.error')} data-testid="home-error">
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void home.refetch()}>
          {t('home-overview.retry')}
        </Button>
      </Alert>
    );
  }
  const data = home.data;
  return (
    <SimpleGrid key="overview" cols={GRID} spacing="md" data-testid="home-overview">
      {HOME_AREA_VIEWS.map((view) => {
        const area = data[view.key];
        return area ? <AreaCard key={view.key} view={view} area={area} /> : null;
      })}
    </SimpleGrid>
  );
}
