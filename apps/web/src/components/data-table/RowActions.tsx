import { ActionIcon, Group } from '@mantine/core';
import { HoverTooltip } from '../HoverTooltip.tsx';
import { Link } from 'react-router';
import type { RowAction } from './types.ts';

/**
 * The icon buttons of one row: links or buttons, each with a tooltip and an accessible name. On a
 * phone (compact) they may wrap onto a second line, so the row's own columns keep their room.
 */
export function RowActions<T>({ row, actions, compact = false }: { row: T; actions: RowAction<T>[]; compact?: boolean }) {
  return (
    <Group gap={compact ? 2 : 4} wrap={compact ? 'wrap' : 'nowrap'}>
      {actions
        .filter((a) => !a.hidden?.(row))
        .map((a) => {
          const common = {
            variant: 'light',
            size: compact ? 'md' : 'lg',
            color: a.color,
            'data-testid': a.testId?.(row),
            loading: a.loading?.(row) ?? false,
            disabled: a.disabled?.(row) ?? false,
          } as const;
          return (
            <HoverTooltip key={a.key} label={a.label} withinPortal>
              {a.href ? (
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
