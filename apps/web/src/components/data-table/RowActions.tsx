import { ActionIcon, Group } from '@mantine/core';
import { HoverTooltip } from '../HoverTooltip.tsx';
import { Link } from 'react-router';
import { useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';
import type { RowAction } from './types.ts';

/**
 * The icon buttons of one row: links or buttons, each with a tooltip and an accessible name. On a
 * phone (compact) they may wrap onto a second line, so the row's own columns keep their room. On a
 * screen read-only offline, the actions that change data are disabled (a link becomes a plain
 * button) and their tooltip gives the reason.
 */
export function RowActions<T>({ row, actions, compact = false }: { row: T; actions: RowAction<T>[]; compact?: boolean }) {
  const offline = useReadOnlyOffline();
  return (
    <Group gap={compact ? 2 : 4} wrap={compact ? 'wrap' : 'nowrap'}>
      {actions
        .filter((a) => !a.hidden?.(row))
        .map((a) => {
          const blocked = offline.readOnly && a.mutates === true;
          const common = {
            variant: 'light',
            size: compact ? 'md' : 'lg',
            color: a.color,
            'data-testid': a.testId?.(row),
            loading: a.loading?.(row) ?? false,
            disabled: blocked || (a.disabled?.(row) ?? false),
            // A disabled button gets no hover in every browser: its title still gives the reason.
            title: blocked ? offline.reason : undefined,
          } as const;
          return (
            <HoverTooltip key={a.key} label={blocked ? `${a.label} · ${offline.reason}` : a.label} withinPortal>
              {a.href && !blocked ? (
                <ActionIcon {...common} aria-label={a.label} component={Link} to={a.href(row)} onClick={(e: React.MouseEvent) => e.stopPropagation()}>
                  {a.icon}
                </ActionIcon>
              ) : (
                <ActionIcon
                  {...common}
                  aria-label={a.label}
                  onClick={(e: React.MouseEvent) => {
                    e.stopPropagation();
                    a.onClick?.(row);
                  }}
                >
                  {a.icon}
                </ActionIcon>
              )}
            </HoverTooltip>
          );
        })}
    </Group>
  );
}
