import { TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { startTransition, useState } from 'react';

/**
 * The table's search box. The text typed is its own state, painted at once; the table's query
 * follows in a transition, so filtering and re-rendering the rows (or a server-paged page around
 * them) never holds up the next key: a key that arrives meanwhile interrupts that render. A query
 * changed from outside (the "clear search" button of the no-match panel) replaces the text.
 */
export function SearchBox(props: { value: string; onChange: (value: string) => void; placeholder: string; clearLabel: string; testId?: string }) {
  const [text, setText] = useState(props.value);
  const [sent, setSent] = useState(props.value);
  if (props.value !== sent) {
    setSent(props.value);
    setText(props.value);
  }
  const change = (next: string) => {
    setText(next);
    startTransition(() => {
      setSent(next);
      props.onChange(next);
    });
  };
  return (
    <TextInput
      style={{ flex: '1 1 220px' }}
      leftSection={<IconSearch size={16} />}
      placeholder={props.placeholder}
      aria-label={props.placeholder}
      value={text}
      onChange={(e) => change(e.currentTarget.value)}
      rightSection={text ? <IconX size={16} style={{ cursor: 'pointer' }} aria-label={props.clearLabel} onClick={() => change('')} /> : null}
      data-testid={props.testId}
    />
  );
}
