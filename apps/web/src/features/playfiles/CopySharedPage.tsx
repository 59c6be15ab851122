import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { useCopySharedPlay } from '../../api/playfiles.ts';

/**
 * /copiar/{token}: "save a copy to my formations" from a share page. The route is behind the
 * sign-in guard, so a visitor who is not signed in logs in first and comes back here. The copy is
 * made on the button (a reload makes no second copy) and opens in the editor.
 */
export default function CopySharedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const copy = useCopySharedPlay();
  const [failed, setFailed] = useState(false);

  const save = async () => {
    setFailed(false);
    try {
      const saved = await copy.mutateAsync(token);
      notifications.show({ color: 'green', message: saved.message });
      navigate(`/edit/${saved.formacao.id}?type=formaction`);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 422)) setFailed(true);
      else handleApiError(err, { paymentRedirect: '/profile' });
    }
  };

  return (
    <Container size="xs" py="xl">
      <Card withBorder radius="md" padding="lg" shadow="xs">
        <Stack gap="md">
          <Title order={2}>{t('playfile.copy-title')}</Title>
          <Text>{t('playfile.copy-intro')}</Text>
          {failed ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="playfile-copy-error">
              {t('playfile.copy-failed')}
            </Alert>
          ) : null}
          <Button
            size="md"
            fullWidth
            h="auto"
            py="xs"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            leftSection={<IconCopy size={18} />}
            loading={copy.isPending}
            onClick={() => void save()}
            data-testid="playfile-copy"
          >
            {t('playfile.copy-action')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
