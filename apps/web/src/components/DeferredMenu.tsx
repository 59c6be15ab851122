import { Menu } from '@mantine/core';
import type { MenuProps } from '@mantine/core';
import { cloneElement, startTransition, useEffect, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';

/**
 * Mantine's Menu, built just after the screen's first render rather than in it. A menu positions
 * itself with Floating UI, which keeps its target element in state, set when the target mounts: an
 * update inside React's commit, which makes React re-render at once and run every effect of the
 * screen in that same task (on a slow phone, the first load's longest task). Until the menu is
 * built its target shows as it will be; a tap on it builds the menu already open.
 */
export function DeferredMenu({ target, children, ...props }: Omit<MenuProps, 'children'> & { target: ReactElement<Record<string, unknown>>; children: ReactNode }) {
  const [built, setBuilt] = useState(false);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  useEffect(() => startTransition(() => setBuilt(true)), []);
  if (!built) {
    const open = () => {
      setOpenAtOnce(true);
      setBuilt(true);
    };
    return cloneElement(target, { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: open });
  }
  return (
    <Menu defaultOpened={openAtOnce} {...props}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
