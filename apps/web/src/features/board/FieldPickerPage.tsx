import { Alert, Button, Card, Container, Group, Image, Loader, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, offlineError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { elementUrl, useSport } from '../../api/sports.ts';
import { markScreenOffline } from '../../components/screenOffline.ts';
import { fieldLabel } from '../../components/sports/fieldLabel.ts';
import { fieldPickerBack, fieldPickerTarget, readFieldPickerQuery } from './fieldRoutes.ts';

/** /select?esporte=&video=&board= — the shared field picker (seed 000 §2, seed 001 "Field picker"). */
export default function FieldPickerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = readFieldPickerQuery(params);
  const sport = useSport(query.esporte || null);

  useEffect(() => {
    const unknown = !query.esporte || (sport.error instanceof ApiError && (sport.error.status === 404 || sport.error.status === 422));
    if (unknown) {
      notifications.show({ color: 'red', message: t('sports.not-found') });
      navigate('/', { replace: true });
    } else if (offlineError(sport.error)) {
      markScreenOffline();
    } else if (sport.error) {
      handleApiError(sport.error, { paymentRedirect: '/profile' });
    }
  }, [query.esporte, sport.error, navigate, t]);

  return (
    <Container size="lg" py="lg" data-testid="field-picker">
      {/* Wraps on a phone: the back button keeps its whole label. */}
      <Group justify="space-between" mb="lg" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            size="md"
            leftSection={<IconArrowLeft size={18} />}
            onClick={() => navigate(fieldPickerBack(query))}
            data-testid="field-picker-back"
            style={{ flexShrink: 0 }}
          >
            {t('select.back')}
          </Button>
          <Title order={2}>{t('select.title')}</Title>
        </Group>
        {sport.data ? (
          <Text c="dimmed" fw={600}>
            {sport.data.name}
          </Text>
        ) : null}
      </Group>
      {sport.isPending && query.esporte ? <Loader /> : null}
      {sport.data && sport.data.files.campos.length === 0 ? <Alert color="yellow">{t('select.no-fields')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {sport.data?.files.campos.map((path, i) => (
          <UnstyledButton key={path} onClick={() => navigate(fieldPickerTarget(query, i))} aria-label={fieldLabel(t, path, i)} data-testid={`field-${i}`}>
            <Card withBorder shadow="sm" radius="lg" padding={0} style={{ overflow: 'hidden' }}>
              <Image src={elementUrl(path)} alt="" style={{ aspectRatio: '4 / 3' }} fit="cover" bg="pitch.8" />
              <Text fw={600} p="sm" ta="center">
                {fieldLabel(t, path, i)}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Container>
  );
}
