export * from './catalogue.ts';
export * from './field.ts';
export * from './place.ts';
export * from './objects.ts';
