import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../touch.module.css';
import { mediaLabel } from './mediaLabel.ts';

export interface MediaBreadcrumbsProps {
  /** Folder names from the root down. */
  stack: string[];
  /** Goes to a level: 0 is home, n is stack[0..n). */
  onGo: (level: number) => void;
  /** A fixed crumb after home (a coach's name in user mode, "Meus gifs" in the picker). */
  extra?: string;
  /** Home, when it does more than going to level 0 (leaves user mode). */
  onHome?: () => void;
}

/** Home plus the folder stack, every crumb but the last clickable. */
export function MediaBreadcrumbs({ stack, onGo, extra, onHome }: MediaBreadcrumbsProps) {
  const { t } = useTranslation();
  const crumbs = [...(extra ? [extra] : []), ...stack.map((name) => mediaLabel(t, { type: 'dir', name }))];
  return (
    <Breadcrumbs separatorMargin={6} data-testid="media-breadcrumbs" style={{ flexWrap: 'wrap' }}>
      <Anchor component="button" type="button" className={classes.touchLink} onClick={() => (onHome ? onHome() : onGo(0))} aria-label={t('gifs.home')} data-testid="media-home">
        <IconHome size={18} style={{ verticalAlign: 'middle' }} /> {t('gifs.home')}
      </Anchor>
      {crumbs.map((label, i) =>
        i === crumbs.length - 1 ? (
          <Text key={i} size="sm" fw={600}>
            {label}
          </Text>
        ) : (
          <Anchor key={i} component="button" type="button" size="sm" className={classes.touchLink} onClick={() => onGo(extra ? i : i + 1)}>
            {label}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
