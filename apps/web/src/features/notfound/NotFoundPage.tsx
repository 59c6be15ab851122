import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Any unknown path: the translated "Error 404" heading and message, and a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <Text fw={900} fz={96} lh={1} c="pitch.9" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notfound.title')}</Title>
        <Text c="dimmed" size="lg">
          {t('notfound.message')}
        </Text>
        <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} />}>
          {t('notfound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
