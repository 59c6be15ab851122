export { PresetPicker, TEAM_SWATCH, defaultPick, opponentPick, spotsOfPick } from './PresetPicker.tsx';
export type { PresetPick } from './PresetPicker.tsx';
