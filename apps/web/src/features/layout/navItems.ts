/** One entry of a navigation menu: path and i18n label key. */
export interface NavItem {
  to: string;
  label: string;
}

/** Main entries: Start and Subscription (seed 000 §2 top navigation). */
export const MAIN_ITEMS: NavItem[] = [
  { to: '/', label: 'nav.start' },
  { to: '/treinos', label: 'nav.trainings' },
  { to: '/formacoes', label: 'nav.formations' },
  { to: '/videos', label: 'nav.videos' },
  { to: '/payment', label: 'nav.subscription' },
];

/** More planning areas, grouped in a "Tools" menu. */
export const TOOL_ITEMS: NavItem[] = [
  { to: '/select-board', label: 'nav.board' },
  { to: '/fitnes', label: 'nav.fitness' },
  { to: '/gifs', label: 'nav.gifs' },
  { to: '/video-sessions', label: 'nav.video-sessions' },
  { to: '/weeks', label: 'nav.weeks' },
  { to: '/atletas', label: 'atletas.nav' },
  { to: '/presencas', label: 'presencas.nav' },
  { to: '/carga', label: 'load.nav' },
];

/** Club menu: only for users in a club. */
export const CLUB_ITEMS: NavItem[] = [
  { to: '/clubes', label: 'nav.my-clubs' },
  { to: '/team/profile', label: 'nav.team-profile' },
  { to: '/team/users', label: 'nav.team-users' },
  { to: '/team/categories', label: 'nav.team-categories' },
  { to: '/team/treinos', label: 'nav.team-trainings' },
];

/** The admin pages, in menu order: each lives at /admin/{name} and is labelled nav.admin-{name}. */
const ADMIN_PAGES = ['users', 'plans', 'payments', 'teams', 'mail', 'clean', 'notify', 'files', 'gifs'] as const;

/** Admin menu: only for admin and master. */
export const ADMIN_ITEMS: NavItem[] = ADMIN_PAGES.map((name) => ({ to: `/admin/${name}`, label: `nav.admin-${name}` }));
