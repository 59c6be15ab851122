export { LabelledField } from './LabelledField.tsx';
export type { ColourPairInput, HeaderLabelInput, LabelledFieldProps } from './LabelledField.tsx';
export { ColourPair } from './ColourPair.tsx';
export type { ColourPairValue } from './ColourPair.tsx';
