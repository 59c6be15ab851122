import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/**
 * A list page's "new" button (plus icon). Pages show it in their header and again in the empty
 * table, so each place passes its own test id.
 */
export function NewButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <Button leftSection={<IconPlus size={18} />} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
