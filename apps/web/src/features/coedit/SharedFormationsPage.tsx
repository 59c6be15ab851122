import { Anchor, Button, Card, Center, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSharedFormations } from '../../api/coedit.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

/** /compartilhadas: the formations other coaches of my clubs invited me to draw together. */
export default function SharedFormationsPage() {
  const { t, i18n } = useTranslation();
  const shared = useSharedFormations();
  const rows = shared.data ?? [];
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }}>
      <PageHeader title={t('coedit.shared-title')} subtitle={t('coedit.explain')} />
      {shared.isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconUsers size={28} />} title={t('coedit.shared-empty')} />
      ) : (
        <Stack gap="sm">
          {rows.map((f) => (
            <Card key={f.id} withBorder radius="md" padding="sm" data-testid="shared-formation">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Anchor component={Link} to={`/edit/${f.id}?type=formaction`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {f.descricao || t('coedit.untitled')}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t('coedit.shared-by', { name: f.owner_name })} · {new Date(f.updated_at).toLocaleDateString(i18n.language)}
                  </Text>
                </Stack>
                <Button component={Link} to={`/edit/${f.id}?type=formaction`} size="md" variant="light">
                  {t('coedit.shared-open')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Container>
  );
}
