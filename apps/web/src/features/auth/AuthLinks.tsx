import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Links that switch between the auth screens. */
export function AuthLinks({ links }: { links: Array<{ to: string; label: string }> }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md" gap="xs">
      {links.map((l) => (
        <Anchor key={l.to} component={Link} to={l.to} size="sm">
          {t(l.label)}
        </Anchor>
      ))}
    </Group>
  );
}
