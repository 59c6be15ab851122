import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './touch.module.css';

/** A page's way back (under its title): a link at least 40 px tall, so a finger hits it on a phone. */
export function BackLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <Anchor component={Link} to={to} className={classes.touchLink} data-testid={testId}>
      <IconArrowLeft size={16} aria-hidden />
      {label}
    </Anchor>
  );
}
