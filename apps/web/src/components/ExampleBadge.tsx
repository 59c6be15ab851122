import { Badge, Group } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** A list cell's content followed by the "Example" badge when the record is a sample one. */
export function WithExampleBadge({ example, children }: { example: boolean; children: ReactNode }) {
  if (!example) return <>{children}</>;
  return (
    <Group gap={6} wrap="wrap" component="span">
      <span>{children}</span>
      <ExampleBadge />
    </Group>
  );
}
