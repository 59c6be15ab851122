import { IconBuildingCommunity, IconUsers, IconCalendarWeek, IconClipboardList, IconGif, IconHeartbeat, IconLayoutBoard, IconMovie, IconShieldLock, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { HomeAreaKey, HomeItem } from '@prancheta/shared';

/** How the home screen shows one area: where it lives, how to start one, where a recent item opens. */
export interface HomeAreaView {
  key: HomeAreaKey;
  /** The list page of the area (the card's main link). */
  to: string;
  /** Where a new record starts (empty state's call to action). */
  create: string;
  /** Test id of the card's main link (kept from the former shortcut cards where one existed). */
  testId: string;
  icon: ReactNode;
  color: string;
  itemTo: (item: HomeItem) => string;
}

const edit = (item: HomeItem) => `/edit/${item.id}?type=formaction`;

/** Every area, in screen order. */
export const HOME_AREA_VIEWS: HomeAreaView[] = [
  { key: 'formations', to: '/formacoes', create: '/formacoes', testId: 'home-formacoes', icon: <IconLayoutBoard size={26} />, color: 'pitch', itemTo: edit },
  { key: 'trainings', to: '/treinos', create: '/new-treino', testId: 'home-treinos', icon: <IconClipboardList size={26} />, color: 'blue', itemTo: (i) => `/treino/${i.id}` },
  { key: 'videos', to: '/videos', create: '/videos', testId: 'home-videos', icon: <IconMovie size={26} />, color: 'grape', itemTo: edit },
  { key: 'fitness', to: '/fitnes', create: '/new-fitnes', testId: 'home-fitnes', icon: <IconHeartbeat size={26} />, color: 'red', itemTo: (i) => `/fitnes/${i.id}` },
  { key: 'sessions', to: '/video-sessions', create: '/new-video-session', testId: 'home-video-sessions', icon: <IconVideo size={26} />, color: 'orange', itemTo: (i) => `/video-sessions/${i.id}` },
  { key: 'weeks', to: '/weeks', create: '/week', testId: 'home-weeks', icon: <IconCalendarWeek size={26} />, color: 'indigo', itemTo: (i) => `/week/${i.id}` },
  { key: 'gifs', to: '/gifs', create: '/gifs', testId: 'home-gifs', icon: <IconGif size={26} />, color: 'teal', itemTo: () => '/gifs' },
  { key: 'athletes', to: '/atletas', create: '/atletas?novo=1', testId: 'home-atletas', icon: <IconUsers size={26} />, color: 'lime', itemTo: (i) => `/atletas/${i.id}/avaliacoes` },
  { key: 'clubs', to: '/clubes', create: '/clubes', testId: 'home-clubes', icon: <IconBuildingCommunity size={26} />, color: 'cyan', itemTo: () => '/clubes' },
  { key: 'admin', to: '/admin/users', create: '/admin/users', testId: 'home-admin', icon: <IconShieldLock size={26} />, color: 'dark', itemTo: () => '/admin/users' },
];
