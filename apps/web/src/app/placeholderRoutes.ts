/** Areas of the seed 001 route table not built yet: each path shows the "coming soon" page naming its area. */
export const PLACEHOLDER_ROUTES: Array<{ path: string; area: string }> = [
];
