import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { offlineAction, useReadOnlyOffline } from '../pwa/readOnlyOffline.tsx';

/**
 * A button that links to a screen which creates or changes a record ("new", "add exercise"). On a
 * screen read-only offline it is a disabled button whose title gives the reason: a link cannot be
 * disabled, and the screen it opens could not save.
 */
export function OfflineLinkButton({ to, testId, ...props }: ButtonProps & { to: string; testId?: string }) {
  const offline = useReadOnlyOffline();
  return offline.readOnly ? <Button {...props} {...offlineAction(offline)} data-testid={testId} /> : <Button {...props} component={Link} to={to} data-testid={testId} />;
}
