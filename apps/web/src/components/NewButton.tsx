import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { offlineAction, useReadOnlyOffline } from '../pwa/readOnlyOffline.tsx';

/**
 * A list page's "new" button (plus icon). Pages show it in their header and again in the empty
 * table, so each place passes its own test id. Disabled, with the reason, on a screen read-only offline.
 */
export function NewButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  const offline = useReadOnlyOffline();
  return (
    <Button leftSection={<IconPlus size={18} />} onClick={onClick} {...offlineAction(offline)} data-testid={testId}>
      {label}
    </Button>
  );
}
