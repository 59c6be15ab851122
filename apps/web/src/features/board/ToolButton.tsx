import { ActionIcon } from '@mantine/core';
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

/** A 48 px toolbar button; `active` shows the selected tool. Its tip is the toolbar's (ToolbarTips, `data-tip`). */
export function ToolButton({ label, onClick, active, disabled, testId, children }: ToolButtonProps) {
  return (
    <ActionIcon
      data-tip={label}
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
  );
}
