import { ScrollArea, Tabs } from '@mantine/core';
import { HoverTooltip } from '../components/HoverTooltip.tsx';
import type { Sport } from '@prancheta/shared';
import { IconArrowNarrowRight, IconBallFootball, IconPhoto, IconShieldHalf, IconShirt, IconSquare, IconTypography, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinesPanel } from './panels/LinesPanel.tsx';
import { PersonalPanel } from './panels/PersonalPanel.tsx';
import { ShapesPanel } from './panels/ShapesPanel.tsx';
import { ShirtsPanel } from './panels/ShirtsPanel.tsx';
import { GoalkeepersPanel, ItemsPanel, PlayersPanel } from './panels/SpritePanels.tsx';
import { TextPanel } from './panels/TextPanel.tsx';
import type { EditorStore } from './state/store.ts';
import type { PaletteItem } from './tools/palette.ts';

const TABS: { value: string; icon: ReactNode }[] = [
  { value: 'players', icon: <IconUsers size={18} /> },
  { value: 'goalkeepers', icon: <IconShieldHalf size={18} /> },
  { value: 'items', icon: <IconBallFootball size={18} /> },
  { value: 'arrows', icon: <IconArrowNarrowRight size={18} /> },
  { value: 'text', icon: <IconTypography size={18} /> },
  { value: 'shapes', icon: <IconSquare size={18} /> },
  { value: 'personal', icon: <IconPhoto size={18} /> },
  { value: 'shirts', icon: <IconShirt size={18} /> },
];

/** The side panels of seed 000 §2 as tabs: players, goalkeepers, items, arrows, text, shapes, personal, t-shirts. */
export function Palette({ store, sport, onPlace, height }: { store: EditorStore; sport: Sport; onPlace: (item: PaletteItem) => void; height: number }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="players" variant="outline" keepMounted={false}>
      <Tabs.List grow>
        {TABS.map((tab) => (
          <HoverTooltip key={tab.value} label={t(`editor.panel.${tab.value}`)} withinPortal>
            <Tabs.Tab value={tab.value} aria-label={t(`editor.panel.${tab.value}`)} data-testid={`tab-${tab.value}`} px={8}>
              {tab.icon}
            </Tabs.Tab>
          </HoverTooltip>
        ))}
      </Tabs.List>
      <ScrollArea.Autosize mah={height} type="auto" offsetScrollbars>
        <div style={{ padding: '12px 4px 4px' }}>
          {TABS.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              {tab.value === 'players' ? <PlayersPanel sport={sport} onPlace={onPlace} /> : null}
              {tab.value === 'goalkeepers' ? <GoalkeepersPanel sport={sport} onPlace={onPlace} /> : null}
              {tab.value === 'items' ? <ItemsPanel sport={sport} onPlace={onPlace} /> : null}
              {tab.value === 'arrows' ? <LinesPanel store={store} /> : null}
              {tab.value === 'text' ? <TextPanel onPlace={onPlace} /> : null}
              {tab.value === 'shapes' ? <ShapesPanel onPlace={onPlace} /> : null}
              {tab.value === 'personal' ? <PersonalPanel onPlace={onPlace} /> : null}
              {tab.value === 'shirts' ? <ShirtsPanel sport={sport} onPlace={onPlace} /> : null}
            </Tabs.Panel>
          ))}
        </div>
      </ScrollArea.Autosize>
    </Tabs>
  );
}
