export { ColourPicker, PRESET_COLOURS } from './ColourPicker.tsx';
export type { ColourPickerProps } from './ColourPicker.tsx';
export { useFavouriteColours } from './useFavouriteColours.ts';
export { FAVOURITES_KEY } from './favourites.ts';
