import { Image, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { saveStudentAnamnese, useStudentAnamnese, useStudentAssessments } from '../../api/assessments.ts';
import { AnamneseForm } from './AnamneseForm.tsx';
import { AssessmentSummary } from './AssessmentSummary.tsx';
import { EvolutionChart } from './EvolutionChart.tsx';

/**
 * The student page's assessment part: the latest assessments with the posture photos, the
 * evolution chart, and the anamnese to fill. Everything comes through the student's own token.
 */
export function StudentAssessments({ token }: { token: string }) {
  const { t } = useTranslation();
  const assessments = useStudentAssessments(token);
  const anamnese = useStudentAnamnese(token);
  const list = assessments.data ?? [];
  const latestFirst = [...list].reverse();
  return (
    <Stack gap="lg" data-testid="student-assessments">
      {assessments.isLoading ? <Loader size="sm" /> : null}
      {list.length > 0 ? (
        <Stack gap="sm">
          <Title order={3}>{t('assess.my-evolution')}</Title>
          <EvolutionChart assessments={list} testId="student-evolution" />
        </Stack>
      ) : null}
      {list.length > 0 ? (
        <Stack gap="sm">
          <Title order={3}>{t('assess.my-assessments')}</Title>
          {latestFirst.slice(0, 6).map((a) => (
            <AssessmentSummary key={a.id} assessment={a} testId={`student-assessment-${a.id}`}>
              {a.photos.length > 0 ? (
                <SimpleGrid cols={4} spacing="xs" mt="sm">
                  {a.photos.map((p, i) => (
                    <Image key={p.id} src={p.url} alt={t('assess.photo-alt', { n: i + 1 })} radius="sm" fit="cover" h={90} loading="lazy" />
                  ))}
                </SimpleGrid>
              ) : null}
            </AssessmentSummary>
          ))}
        </Stack>
      ) : null}
      <Stack gap="sm">
        <Title order={3}>{t('assess.anamnese-title')}</Title>
        <div>{t('assess.anamnese-intro')}</div>
        {anamnese.data ? <AnamneseForm anamnese={anamnese.data} save={(v) => saveStudentAnamnese(token, v)} submitLabel={t('assess.anamnese-send')} testId="student-anamnese" /> : <Loader size="sm" />}
      </Stack>
    </Stack>
  );
}
