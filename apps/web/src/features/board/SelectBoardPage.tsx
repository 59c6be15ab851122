import { Alert, Container, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSports } from '../../api/sports.ts';
import { SportCard } from '../../components/sports/SportCard.tsx';
import { useScreenLoadError } from '../../components/useReportError.ts';

/** /select-board — pick a sport for the tactical board, then its field. */
export default function SelectBoardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sports = useSports();

  useScreenLoadError(sports.error, { paymentRedirect: '/profile' });

  return (
    <Container size="lg" py="lg" data-testid="select-board">
      <Title order={2} mb={4}>
        {t('board.select-title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('board.select-hint')}
      </Text>
      {sports.isPending ? <Loader /> : null}
      {sports.data && sports.data.length === 0 ? <Alert color="yellow">{t('board.no-sports')}</Alert> : null}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="lg">
        {sports.data?.map((s) => (
          <SportCard key={s.id} sport={s} onPick={(picked) => navigate(`/select?esporte=${picked.id}&board=1`)} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
