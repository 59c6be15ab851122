import { ActionIcon, Divider, Stack } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconArrowsExchange,
  IconClipboard,
  IconCopy,
  IconFlipHorizontal,
  IconFlipVertical,
  IconInfoCircle,
  IconKeyboard,
  IconTrash,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getAction } from './actions/registry.ts';
import { ToolbarTips } from '../components/toolbar-tips/ToolbarTips.tsx';
import { ToolIcon } from './panels/ToolIcon.tsx';
import type { EditorStore } from './state/store.ts';
import { useEditorState } from './state/store.ts';
import { TOOLS } from './state/types.ts';

function shortcut(name: string): string {
  const keys = getAction(name).keys;
  return keys ? ` (${keys.join('+')})` : '';
}

/** The tool strip: drawing tools, then history and clipboard commands, then help; each button's name and shortcut in the strip's tooltip. */
export function Toolbar({
  store,
  onShortcuts,
  onInfo,
  onPresets,
  horizontal = false,
}: {
  store: EditorStore;
  onShortcuts: () => void;
  onInfo: () => void;
  onPresets: () => void;
  horizontal?: boolean;
}) {
  const { t } = useTranslation();
  const state = useEditorState(store, (s) => s);
  const button = (name: string, label: string, icon: ReactNode, active = false, color?: string) => {
    const action = getAction(name);
    const enabled = !action.predicate || action.predicate(state);
    return (
      <ActionIcon
        key={name}
        data-tip={label + shortcut(name)}
        size={40}
        radius="md"
        variant={active ? 'filled' : 'subtle'}
        color={color ?? (active ? 'blue' : 'dark')}
        disabled={!enabled}
        aria-label={label}
        aria-pressed={active}
        data-testid={`action-${name}`}
        onClick={() => store.apply(action.perform(store.getState()))}
      >
        {icon}
      </ActionIcon>
    );
  };
  const Container = horizontal ? FlexRow : Stack;
  // One tooltip for the strip (the buttons' `data-tip`): it re-renders on every change of the
  // drawing, and twenty floating tooltips made each of those renders several times longer.
  return (
    <ToolbarTips side={horizontal ? 'bottom' : 'right'}>
      <Container gap={4} align="center">
        {TOOLS.map((tool) => button(`tool-${tool}`, t(`editor.tool.${tool}`), <ToolIcon tool={tool} size={20} />, state.tool === tool))}
        <Divider orientation={horizontal ? 'vertical' : 'horizontal'} w={horizontal ? undefined : 28} my={horizontal ? 0 : 4} mx={horizontal ? 4 : 0} />
        {button('undo', t('editor.undo'), <IconArrowBackUp size={20} />)}
        {button('redo', t('editor.redo'), <IconArrowForwardUp size={20} />)}
        {button('copy', t('editor.copy'), <IconCopy size={20} />)}
        {button('paste', t('editor.paste'), <IconClipboard size={20} />)}
        {button('delete', t('editor.delete'), <IconTrash size={20} />, false, 'red')}
        <Divider orientation={horizontal ? 'vertical' : 'horizontal'} w={horizontal ? undefined : 28} my={horizontal ? 0 : 4} mx={horizontal ? 4 : 0} />
        <ActionIcon data-tip={t('presets.open')} size={40} radius="md" variant="subtle" color="dark" onClick={onPresets} aria-label={t('presets.open')} data-testid="open-presets">
          <IconUsersGroup size={20} />
        </ActionIcon>
        {button('mirrorHorizontal', t('presets.mirror-h'), <IconFlipVertical size={20} />)}
        {button('mirrorVertical', t('presets.mirror-v'), <IconFlipHorizontal size={20} />)}
        {button('swapTeams', t('presets.swap'), <IconArrowsExchange size={20} />)}
        <Divider orientation={horizontal ? 'vertical' : 'horizontal'} w={horizontal ? undefined : 28} my={horizontal ? 0 : 4} mx={horizontal ? 4 : 0} />
        <ActionIcon
          data-tip={t('shortcuts.title')}
          size={40}
          radius="md"
          variant="subtle"
          color="dark"
          onClick={onShortcuts}
          aria-label={t('shortcuts.title')}
          data-testid="open-shortcuts"
        >
          <IconKeyboard size={20} />
        </ActionIcon>
        <ActionIcon
          data-tip={t('editor.info.title')}
          size={40}
          radius="md"
          variant="subtle"
          color="dark"
          onClick={onInfo}
          aria-label={t('editor.info.title')}
          data-testid="open-info"
        >
          <IconInfoCircle size={20} />
        </ActionIcon>
      </Container>
    </ToolbarTips>
  );
}

function FlexRow({ children, gap }: { children: ReactNode; gap: number; align?: string }) {
  return <div style={{ display: 'flex', flexWrap: 'wrap', gap, alignItems: 'center', justifyContent: 'center' }}>{children}</div>;
}
