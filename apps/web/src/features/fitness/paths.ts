/** Routes of one kind of sheet: fitness sheets (/fitnes...) or video sessions (/video-sessions...). */
export interface SheetPaths {
  video: boolean;
  list: string;
  create: string;
  sheet: (id: number) => string;
  newExercise: (sheetId: number) => string;
  editExercise: (id: number) => string;
}

export const SHEET_PATHS: SheetPaths = {
  video: false,
  list: '/fitnes',
  create: '/new-fitnes',
  sheet: (id) => `/fitnes/${id}`,
  newExercise: (id) => `/fitnes_ex/${id}`,
  editExercise: (id) => `/fitnes_ex/${id}/view`,
};

export const VIDEO_PATHS: SheetPaths = {
  video: true,
  list: '/video-sessions',
  create: '/new-video-session',
  sheet: (id) => `/video-sessions/${id}`,
  newExercise: (id) => `/video-sessions-ex/${id}`,
  editExercise: (id) => `/video-sessions-ex/${id}/view`,
};

export const pathsOf = (video: boolean): SheetPaths => (video ? VIDEO_PATHS : SHEET_PATHS);

/** A text cut to `max` characters with an ellipsis (list previews: objectives 50, descriptions 40). */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
