import { ActionIcon, Button, Container, Group, Paper, Stack, Tabs } from '@mantine/core';
import { HoverTooltip } from '../../components/HoverTooltip.tsx';
import { notifications } from '@mantine/notifications';
import { IconChartLine, IconClipboardHeart, IconEdit, IconFileTypePdf, IconPlus, IconRuler2, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { assessmentKeys, assessmentPrintUrl, deleteAssessment, saveAnamnese, useAnamnese, useAthleteAssessments, useAthleteBasics } from '../../api/assessments.ts';
import { Suspense } from 'react';
import { AssessmentSummary } from '../../components/assessments/AssessmentSummary.tsx';
import { lazyPart } from '../../components/lazyPart.ts';
import { confirmDelete } from '../../components/confirm/index.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { openPrintWindow } from '../../components/openPrintWindow.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { notFoundOr, useLeaveOnLoadError } from '../../components/useLeaveOnLoadError.ts';
import { storedLanguage } from '../../i18n/i18n.ts';
import { assessmentPaths } from './paths.ts';
import { useIsExample } from '../../api/examples.ts';
import { ExampleBadge } from '../../components/ExampleBadge.tsx';

// The evolution chart and the anamnese form (with zod and the form library behind it) are tabs
// opened on demand: files of their own, loaded when their tab first shows.
const { Component: EvolutionChart } = lazyPart(() => import('../../components/assessments/EvolutionChart.tsx').then((m) => ({ default: m.EvolutionChart })));
const { Component: AnamneseForm } = lazyPart(() => import('../../components/assessments/AnamneseForm.tsx').then((m) => ({ default: m.AnamneseForm })));

/** An athlete's physical assessments (cards with PDF, edit, delete), their evolution chart and the anamnese. */
export default function AthleteAssessmentsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const queryClient = useQueryClient();
  const athlete = useAthleteBasics(id);
  const assessments = useAthleteAssessments(id);
  const anamnese = useAnamnese(id);
  const isExample = useIsExample('assessments');
  // Another coach's (or an unknown) athlete answers 404: say so and go back to the roster.
  useLeaveOnLoadError(athlete.error ?? assessments.error, (err) => ({ message: notFoundOr(err, t('atletas.not-found')), to: '/atletas' }));
  // The title at once (the page is drawn ahead with it, for any athlete), the athlete's name and the
  // rest with the data. The subtitle's line is kept, so the name does not push the page down.
  if (!athlete.data || !assessments.data)
    return (
      <Container size="lg" px={{ base: 'xs', sm: 'md' }}>
        <PageHeader title={t('assess.title')} subtitle={'\u00a0'} />
        <PageLoader />
      </Container>
    );
  const athleteId = athlete.data.id;
  const list = assessments.data;

  const remove = (assessmentId: number) =>
    confirmDelete({
      title: t('fitnes.delete'),
      message: t('assess.delete-confirm'),
      onConfirm: async () => {
        const res = await deleteAssessment(assessmentId);
        notifications.show({ color: 'green', message: res.message });
        await queryClient.invalidateQueries({ queryKey: assessmentKeys.ofAthlete(athleteId) });
      },
    });

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }}>
      <PageHeader
        title={t('assess.title')}
        subtitle={athlete.data.name}
        actions={
          <Button component={Link} to={assessmentPaths.create(athleteId)} leftSection={<IconPlus size={18} />} data-testid="assessment-new">
            {t('assess.new')}
          </Button>
        }
      />
      <Tabs defaultValue="list" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list" leftSection={<IconRuler2 size={16} />} data-testid="tab-assessments">
            {t('assess.tab-assessments')}
          </Tabs.Tab>
          <Tabs.Tab value="evolution" leftSection={<IconChartLine size={16} />} data-testid="tab-evolution">
            {t('assess.tab-evolution')}
          </Tabs.Tab>
          <Tabs.Tab value="anamnese" leftSection={<IconClipboardHeart size={16} />} data-testid="tab-anamnese">
            {t('assess.tab-anamnese')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          {list.length === 0 ? (
            <EmptyState icon={<IconRuler2 size={28} />} title={t('assess.title')} hint={t('assess.empty')} />
          ) : (
            <Stack gap="sm">
              {[...list].reverse().map((a) => (
                <AssessmentSummary
                  key={a.id}
                  assessment={a}
                  testId={`assessment-${a.id}`}
                  actions={
                    <Group gap={4}>
                      <ExampleBadge show={isExample(a.id)} />
                      <HoverTooltip label={t('assess.print')}>
                        <ActionIcon
                          variant="light"
                          color="red"
                          size="lg"
                          aria-label={t('assess.print')}
                          onClick={() => void openPrintWindow((token) => assessmentPrintUrl(a.id, token, storedLanguage()))}
                          data-testid={`assessment-pdf-${a.id}`}
                        >
                          <IconFileTypePdf size={18} />
                        </ActionIcon>
                      </HoverTooltip>
                      <HoverTooltip label={t('assess.edit')}>
                        <ActionIcon
                          component={Link}
                          to={assessmentPaths.edit(a.id)}
                          variant="light"
                          size="lg"
                          aria-label={t('assess.edit')}
                          data-testid={`assessment-edit-${a.id}`}
                        >
                          <IconEdit size={18} />
                        </ActionIcon>
                      </HoverTooltip>
                      <HoverTooltip label={t('fitnes.delete')}>
                        <ActionIcon
                          variant="light"
                          color="gray"
                          size="lg"
                          aria-label={t('fitnes.delete')}
                          onClick={() => void remove(a.id)}
                          data-testid={`assessment-delete-${a.id}`}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </HoverTooltip>
                    </Group>
                  }
                />
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="evolution">
          <Paper withBorder p="md" radius="md">
            <Suspense fallback={<PageLoader />}>
              <EvolutionChart assessments={list} />
            </Suspense>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="anamnese">
          {anamnese.data ? (
            <Suspense fallback={<PageLoader />}>
              <AnamneseForm anamnese={anamnese.data} save={(v) => saveAnamnese(athleteId, v)} submitLabel={t('assess.anamnese-save')} />
            </Suspense>
          ) : (
            <PageLoader />
          )}
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
