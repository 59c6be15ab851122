import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of ToolButton. */
export interface ToolButtonProps {
  label: string;
  onClick?: () => void;
  active?: boolean;
  disabled?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A 48 px toolbar button with a tooltip; `active` shows the selected tool. */
export function ToolButton({ label, onClick, active, disabled, testId, children }: ToolButtonProps) {
  return (
    <Tooltip label={label} withinPortal openDelay={300}>
      <ActionIcon
        size={48}
        radius="md"
        variant={active ? 'filled' : 'subtle'}
        color={active ? 'pitch' : 'gray'}
        c={active ? undefined : disabled ? 'dark.3' : 'gray.2'}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        data-testid={testId}
        onClick={onClick}
        style={disabled ? { background: 'transparent' } : undefined}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
