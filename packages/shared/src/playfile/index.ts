export * from './format.ts';
export * from './migrate.ts';
