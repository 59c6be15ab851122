import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHammer } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A polished "coming soon" page for areas that are not built yet, naming the area. */
export default function ComingSoonPage({ area }: { area: string }) {
  const { t } = useTranslation();
  const name = t(`areas.${area}`);
  return (
    <Card withBorder radius="lg" padding="xl" maw={640} mx="auto" mt="xl" data-testid="coming-soon">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="gold">
          <IconHammer size={38} />
        </ThemeIcon>
        <Title order={2}>{name}</Title>
        <Text c="dimmed">{t('placeholder.text', { area: name })}</Text>
        <Group>
          <Button component={Link} to="/" leftSection={<IconArrowLeft size={16} />} variant="light">
            {t('placeholder.home')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
