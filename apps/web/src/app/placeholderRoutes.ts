/** Areas of the seed 001 route table not built yet: each path shows the "coming soon" page naming its area. */
export const PLACEHOLDER_ROUTES: Array<{ path: string; area: string }> = [
  { path: '/admin/mail', area: 'admin' },
  { path: '/admin/teams', area: 'admin' },
  { path: '/admin/notify', area: 'admin' },
  { path: '/admin/new-team', area: 'admin' },
];
