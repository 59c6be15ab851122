import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconCreditCard, IconExternalLink, IconPackageOff, IconRepeat, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@prancheta/shared';
import { handleApiError } from '../../api/errors.ts';
import { usePayLink, usePlans, useSubscribeLink } from '../../api/plans.ts';
import { useCurrentUser } from '../../api/user.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatPrice } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useReportError } from '../../components/useReportError.ts';

/**
 * A plan: one "subscribe" button, or, when the admin offers the plan as recurring, "Pay once" (card
 * or PIX, no renewal) beside "Subscribe (automatic renewal)" (card, charged every period).
 */
function PlanCard({ plan, loading, onChoose, onSubscribe }: { plan: Plan; loading: 'once' | 'recurring' | null; onChoose: () => void; onSubscribe: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="plan">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start">
          <Title order={3}>{plan.title}</Title>
          <Badge variant="light" leftSection={<IconCalendar size={12} />}>
            {t('payment.days', { count: plan.days })}
          </Badge>
        </Group>
        {plan.kind === 'club' && plan.max_users !== null ? (
          <Badge variant="light" color="grape" leftSection={<IconUsersGroup size={12} />} data-testid="plan-max-users">
            {t('payment.club-max-users', { count: plan.max_users })}
          </Badge>
        ) : null}
        <Text c="dimmed" size="sm" style={{ flex: 1 }}>
          {plan.short_desc}
        </Text>
        <Text fw={800} size="xl" c="pitch.8" data-testid="plan-price">
          {formatPrice(plan.price)}
        </Text>
        {plan.recurring ? (
          <Stack gap={6}>
            <Button onClick={onSubscribe} loading={loading === 'recurring'} disabled={loading === 'once'} leftSection={<IconRepeat size={16} />} data-testid="plan-subscribe">
              {t('payment.subscribe-recurring')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('payment.recurring-hint', { days: plan.days })}
            </Text>
            <Button onClick={onChoose} loading={loading === 'once'} disabled={loading === 'recurring'} variant="light" leftSection={<IconCreditCard size={16} />} data-testid="plan-pay-once">
              {t('payment.pay-once')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('payment.pay-once-hint')}
            </Text>
          </Stack>
        ) : (
          <Button onClick={onChoose} loading={loading === 'once'} leftSection={<IconCreditCard size={16} />}>
            {t('payment.choose')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** Payment (/payment): plans as cards; choosing one fetches a checkout link, shows it and opens it. */
export function PaymentPage() {
  const { t } = useTranslation();
  const plans = usePlans();
  const pay = usePayLink();
  const subscribe = useSubscribeLink();
  const user = useCurrentUser();
  // Club plans are offered to coordinators only: they pay for the club they lead.
  const ledClub = user.data?.teams.find((team) => team.leader) ?? null;
  const personal = plans.data?.filter((p) => p.kind === 'user') ?? [];
  const club = ledClub ? (plans.data?.filter((p) => p.kind === 'club') ?? []) : [];
  const [link, setLink] = useState<{ url: string; blocked: boolean; recurring: boolean } | null>(null);
  useReportError(plans.error);

  const open = (url: string, recurring: boolean) => {
    // No 'noopener' feature here: with it browsers return null even when the tab opened, and null
    // must mean "blocked". The opener reference is cut by hand instead.
    const opened = window.open(url, '_blank');
    if (opened) opened.opener = null;
    setLink({ url, blocked: opened === null, recurring });
  };
  const choose = (plan: Plan) => {
    setLink(null);
    pay.mutate(plan.id, { onSuccess: (url) => open(url, false), onError: (e) => handleApiError(e) });
  };
  const startRecurring = (plan: Plan) => {
    setLink(null);
    subscribe.mutate(plan.id, { onSuccess: (url) => open(url, true), onError: (e) => handleApiError(e) });
  };
  const loadingOf = (plan: Plan): 'once' | 'recurring' | null =>
    pay.isPending && pay.variables === plan.id ? 'once' : subscribe.isPending && subscribe.variables === plan.id ? 'recurring' : null;

  return (
    <>
      <PageHeader title={t('payment.title')} subtitle={t('payment.subtitle')} />
      {link ? (
        <Alert color={link.blocked ? 'orange' : 'pitch'} icon={<IconExternalLink size={20} />} mb="lg" title={t(link.recurring ? 'payment.recurring.link-title' : 'payment.link-title')} data-testid="pay-link">
          <Stack gap={6}>
            {link.blocked ? <Text size="sm">{t('payment.popup-blocked')}</Text> : <Text size="sm">{t('payment.opened')}</Text>}
            <Anchor href={link.url} target="_blank" rel="noopener noreferrer" fw={600} style={{ wordBreak: 'break-all' }}>
              {link.url}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
      {plans.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={220} radius="lg" />
          ))}
        </SimpleGrid>
      ) : personal.length > 0 || club.length > 0 ? (
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {personal.map((plan) => (
              <PlanCard key={plan.id} plan={plan} loading={loadingOf(plan)} onChoose={() => choose(plan)} onSubscribe={() => startRecurring(plan)} />
            ))}
          </SimpleGrid>
          {ledClub && club.length > 0 ? (
            <Stack gap="sm" data-testid="club-plans">
              <Title order={2} size="h3">
                {t('payment.club-plans-title')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('payment.club-plans-hint')} {t('payment.club-for', { club: ledClub.name })}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {club.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} loading={loadingOf(plan)} onChoose={() => choose(plan)} onSubscribe={() => startRecurring(plan)} />
                ))}
              </SimpleGrid>
            </Stack>
          ) : null}
        </Stack>
      ) : (
        <Card withBorder radius="lg">
          <EmptyState icon={<IconPackageOff size={28} />} title={t('payment.no-plans')} hint={t('payment.no-plans-hint')} />
        </Card>
      )}
    </>
  );
}
