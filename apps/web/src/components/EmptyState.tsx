import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A friendly empty state: icon, what is (not) here and what to do next. */
export function EmptyState({ icon, title, hint, action }: { icon: ReactNode; title: string; hint?: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {hint ? (
        <Text c="dimmed" size="sm" maw={420}>
          {hint}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
