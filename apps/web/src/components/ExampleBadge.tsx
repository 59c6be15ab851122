import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The "Example" badge of a sample record in its list (records made by "Load examples"). */
export function ExampleBadge({ show = true }: { show?: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <Badge color="gold" variant="light" size="sm" data-testid="example-badge">
      {t('first-run.badge')}
    </Badge>
  );
}
