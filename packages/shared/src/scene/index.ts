export * from './objects.ts';
export * from './document.ts';
export * from './defaults.ts';
export * from './migrate.ts';
export * from './compress.ts';
export * from './animation.ts';
export * from './captions.ts';
export * from './transform.ts';
