/*
 * What other modules may use of the media module (index.ts registers its routes): where the
 * library and the coaches' gifs live, sending a library image and a gif's still frame.
 */
export type { Library } from './library.ts';
export type { MediaRoots } from './roots.ts';
export { mediaRoots, userFolder } from './roots.ts';
export { sendLibraryImage } from './send.ts';
export { representativeFrame } from './frame.ts';
