export { useLivePresenter } from './useLivePresenter.tsx';
export type { LivePresenter, LiveStatus } from './useLivePresenter.tsx';
export type { LiveBoardViewProps } from './viewTypes.ts';
