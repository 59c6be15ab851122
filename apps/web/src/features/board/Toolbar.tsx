import { ActionIcon, Box, Divider, Image, Popover, SimpleGrid, Slider, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconArrowNarrowRight,
  IconArrowNarrowRightDashed,
  IconCamera,
  IconEraser,
  IconHandGrab,
  IconHome,
  IconLine,
  IconLineDashed,
  IconMaximize,
  IconMinimize,
  IconRefresh,
  IconScribble,
  IconSoccerField,
  IconUsersGroup,
  IconFlipVertical,
  IconFlipHorizontal,
  IconArrowsExchange,
  IconLayoutBoard,
  IconBroadcast,
} from '@tabler/icons-react';
import { Fragment, memo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@prancheta/shared';
import { ColourPicker } from '../../components/colour-picker/index.ts';
import { elementUrl } from '../../api/sports.ts';
import { MarkerPanel } from './MarkerPanel.tsx';
import { PresetPanel } from './PresetPanel.tsx';
import type { PresetPanelProps } from './PresetPanel.tsx';
import type { MarkerPanelProps } from './MarkerPanel.tsx';
import { ToolButton } from './ToolButton.tsx';
import { ToolbarTips } from '../../components/toolbar-tips/ToolbarTips.tsx';
import type { Tool } from './tools.ts';
import { fieldLabel } from '../../components/sports/fieldLabel.ts';

const TOOLS: { tool: Tool; icon: ReactNode }[] = [
  { tool: 'move', icon: <IconHandGrab /> },
  { tool: 'free', icon: <IconScribble /> },
  { tool: 'line', icon: <IconLine /> },
  { tool: 'dash', icon: <IconLineDashed /> },
  { tool: 'arrow', icon: <IconArrowNarrowRight /> },
  { tool: 'adash', icon: <IconArrowNarrowRightDashed /> },
  { tool: 'eraser', icon: <IconEraser /> },
];

/** Props of Toolbar. */
export interface ToolbarProps {
  portrait: boolean;
  /** A short landscape screen (a phone held sideways): four columns instead of two. */
  compact?: boolean;
  tool: Tool;
  onTool: (t: Tool) => void;
  color: string;
  onColor: (c: string) => void;
  lineWidth: number;
  onLineWidth: (w: number) => void;
  fields: string[];
  fieldIndex: number;
  onField: (i: number) => void;
  markers: Omit<MarkerPanelProps, never>;
  /** Formation presets, mirror and colour swap of the whole board. */
  team: { presets: PresetPanelProps; onMirror: (axis: 'horizontal' | 'vertical') => void; onSwap: () => void; canSwap: boolean; canMirror: boolean };
  history: { canUndo: boolean; canRedo: boolean; canReset: boolean; undo: () => void; redo: () => void; reset: () => void };
  fullscreen: boolean;
  onFullscreen: () => void;
  onHome: () => void;
  onSnapshot: () => void;
  /** Saves the board as an image formation (absent while the board cannot be saved). */
  onSaveFormation?: () => void;
  /** Presents the board live (link, QR code, short code); `live` while a session runs. */
  onPresent?: () => void;
  live?: boolean;
}

/**
 * A group of toolbar buttons: in portrait the buttons flow into the bar's wrapping rows (so none
 * leaves a narrow screen), in landscape a grid of two columns (four on a short screen).
 */
function Section({ portrait, cols, children }: { portrait: boolean; cols: number; children: ReactNode }) {
  return portrait ? (
    <>{children}</>
  ) : (
    <SimpleGrid cols={cols} spacing={4} verticalSpacing={4}>
      {children}
    </SimpleGrid>
  );
}

/**
 * The board toolbar: two columns at the side in landscape, a wrapping bar at the bottom in portrait.
 * Memoised: the board renders again when its area is measured or the field's picture arrives, and
 * the toolbar (a few hundred elements) need not.
 */
export const Toolbar = memo(function Toolbar(p: ToolbarProps) {
  const { t } = useTranslation();
  const popoverSide = p.portrait ? 'top' : 'right-start';
  // Portrait rows wrap, so separators there would dangle at line ends.
  const divider = p.portrait ? null : <Divider orientation="horizontal" color="dark.4" my={p.compact ? 2 : 4} />;
  const cols = p.compact ? 4 : 2;
  const oneGrid = Boolean(p.compact) && !p.portrait;
  // The toolbar's groups. On a short landscape screen they share one grid without separators, so
  // every button fits the height (a 360 px tall phone).
  const groups = [
    <>
      <ToolButton label={t('board.home')} onClick={p.onHome} testId="board-home">
        <IconHome />
      </ToolButton>
      <ToolButton label={t(p.fullscreen ? 'board.exit-fullscreen' : 'board.fullscreen')} onClick={p.onFullscreen} testId="board-fullscreen">
        {p.fullscreen ? <IconMinimize /> : <IconMaximize />}
      </ToolButton>
      {p.onSaveFormation ? (
        <ToolButton label={t('board-formations.save')} onClick={p.onSaveFormation} testId="board-save-formation">
          <IconDeviceFloppy />
        </ToolButton>
      ) : null}
      {p.onPresent ? (
        <ToolButton label={t('live.action')} onClick={p.onPresent} active={p.live} testId="live-start">
          <IconBroadcast />
        </ToolButton>
      ) : null}
    </>,
    <>
      {TOOLS.map(({ tool, icon }) => (
        <ToolButton key={tool} label={t(`board.tools.${tool}`)} active={p.tool === tool} onClick={() => p.onTool(tool)} testId={`tool-${tool}`}>
          {icon}
        </ToolButton>
      ))}
      <Popover position={popoverSide} shadow="md" withinPortal>
        <Popover.Target>
          <ActionIcon data-tip={t('board.line-width')} size={48} radius="md" variant="subtle" color="gray" c="gray.2" aria-label={t('board.line-width')} data-testid="line-width">
            <Stack gap={2} align="center">
              <Box w={22} h={Math.max(1, p.lineWidth)} bg="gray.2" style={{ borderRadius: 4 }} />
              <Text size="xs" fw={700} lh={1}>
                {p.lineWidth}
              </Text>
            </Stack>
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={t('board.line-width')}>
          <Stack w={240} gap="xs">
            <Text size="sm" fw={600}>
              {t('board.line-width')}: {p.lineWidth}
            </Text>
            <Slider
              min={LIMITS.board.lineMin}
              max={LIMITS.board.lineMax}
              step={1}
              value={p.lineWidth}
              onChange={p.onLineWidth}
              marks={[
                { value: 1, label: '1' },
                { value: 5, label: '5' },
                { value: 10, label: '10' },
              ]}
              size="lg"
              thumbSize={26}
              mb="md"
              thumbLabel={t('board.line-width')}
              data-testid="line-width-slider"
            />
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Box w={48} h={48} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <ColourPicker value={p.color} onChange={p.onColor} label={t('board.colour')} testId="board-colour" position={popoverSide} variant="subtle" size={48} />
      </Box>
    </>,
    <>
      <Popover position={popoverSide} shadow="md" withinPortal>
        <Popover.Target>
          <ActionIcon data-tip={t('board.markers')} size={48} radius="md" variant="subtle" color="gray" c="gray.2" aria-label={t('board.markers')} data-testid="board-markers">
            <IconUsersGroup />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={t('board.markers')}>
          <MarkerPanel {...p.markers} />
        </Popover.Dropdown>
      </Popover>
      <Popover position={popoverSide} shadow="md" withinPortal>
        <Popover.Target>
          <ActionIcon
            data-tip={t('board.field')}
            size={48}
            radius="md"
            variant="subtle"
            color="gray"
            c="gray.2"
            aria-label={t('board.field')}
            data-testid="board-field"
            disabled={p.fields.length < 2}
            style={p.fields.length < 2 ? { background: 'transparent' } : undefined}
          >
            <IconSoccerField />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={t('board.field')}>
          <Text fw={700} mb="xs">
            {t('board.field')}
          </Text>
          <SimpleGrid cols={2} spacing="xs" w={300}>
            {p.fields.map((path, i) => (
              <UnstyledButton
                key={path}
                aria-label={fieldLabel(t, path, i)}
                aria-pressed={i === p.fieldIndex}
                data-testid={`field-option-${i}`}
                onClick={() => p.onField(i)}
                style={{ borderRadius: 8, padding: 3, outline: i === p.fieldIndex ? '3px solid var(--mantine-color-pitch-6)' : '1px solid var(--mantine-color-gray-3)' }}
              >
                <Image src={elementUrl(path)} alt="" radius="sm" h={100} fit="cover" />
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Popover.Dropdown>
      </Popover>
    </>,
    <>
      <Popover position={popoverSide} shadow="md" withinPortal>
        <Popover.Target>
          <ActionIcon data-tip={t('presets.open')} size={48} radius="md" variant="subtle" color="gray" c="gray.2" aria-label={t('presets.open')} data-testid="board-presets">
            <IconLayoutBoard />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={t('presets.open')}>
          <PresetPanel {...p.team.presets} />
        </Popover.Dropdown>
      </Popover>
      <ToolButton label={t('presets.mirror-h')} onClick={() => p.team.onMirror('horizontal')} disabled={!p.team.canMirror} testId="board-mirror-h">
        <IconFlipVertical />
      </ToolButton>
      <ToolButton label={t('presets.mirror-v')} onClick={() => p.team.onMirror('vertical')} disabled={!p.team.canMirror} testId="board-mirror-v">
        <IconFlipHorizontal />
      </ToolButton>
      <ToolButton label={t('presets.swap')} onClick={p.team.onSwap} disabled={!p.team.canSwap} testId="board-swap">
        <IconArrowsExchange />
      </ToolButton>
    </>,
    <>
      <ToolButton label={t('board.undo')} onClick={p.history.undo} disabled={!p.history.canUndo} testId="board-undo">
        <IconArrowBackUp />
      </ToolButton>
      <ToolButton label={t('board.redo')} onClick={p.history.redo} disabled={!p.history.canRedo} testId="board-redo">
        <IconArrowForwardUp />
      </ToolButton>
      <ToolButton label={t('board.reset')} onClick={p.history.reset} disabled={!p.history.canReset} testId="board-reset">
        <IconRefresh />
      </ToolButton>
      <ToolButton label={t('board.snapshot')} onClick={p.onSnapshot} testId="board-snapshot">
        <IconCamera />
      </ToolButton>
    </>,
  ];

  return (
    <ToolbarTips
      side={p.portrait ? 'top' : 'right'}
      data-testid="board-toolbar"
      p={6}
      bg="dark.7"
      style={{
        display: 'flex',
        flexDirection: p.portrait ? 'row' : 'column',
        flexWrap: p.portrait ? 'wrap' : 'nowrap',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 4,
        overflowY: p.portrait ? undefined : 'auto',
        touchAction: p.portrait ? 'none' : 'pan-y',
        flexShrink: 0,
        boxShadow: '0 0 12px rgba(0,0,0,0.4)',
      }}
    >
      {oneGrid ? (
        <Section portrait={p.portrait} cols={cols}>
          {groups.map((g, i) => (
            <Fragment key={i}>{g}</Fragment>
          ))}
        </Section>
      ) : (
        groups.map((g, i) => (
          <Fragment key={i}>
            {i > 0 ? divider : null}
            <Section portrait={p.portrait} cols={cols}>
              {g}
            </Section>
          </Fragment>
        ))
      )}
    </ToolbarTips>
  );
});
