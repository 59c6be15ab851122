/** Business constants of seed 000 §9 and seed 001 §9, defined once for server and web. */
export const LIMITS = {
  retentionMonths: 6,
  textAreaMax: 800,
  fitnessDescriptionMax: 1500,
  headerLabelMax: 20,
  planDescriptionMax: 255,
  categoryDescriptionMax: 150,
  weekTitleMax: 120,
  weekRangeMax: 200,
  weekCellMax: 20,
  preview: { objectives: 50, exerciseDescription: 40, formationDescription: 35 },
  canvas: { width: 1280, height: 960, displayWidth: 630, displayHeight: 472.5 },
  spriteMaxSide: 129.12,
  playerSize: 55,
  /**
   * Items (balls, cones, goals) are drawn at the players' scale: a player's 110 px artwork is
   * placed 55 px wide, so an item is placed at half its artwork size (a 64 px ball at 32 px).
   */
  itemScale: 0.5,
  defaultHeaderColors: ['#000000', '#ffffff'] as const,
  richTextFontSizes: { min: 12, max: 24 },
  previewSpeed: { min: 0.5, max: 5, step: 0.1, default: 1 },
  frameStepFactor: 2.2,
  undo: { board: 100, default: 20 },
  shirt: { nameFont: 9, numberFont: 12, minFont: 1, numberMaxChars: 3 },
  text: { defaultSize: 25, minSize: 15 },
  /** Captions of videos: short lines of text shown during a range of frames, on a box for legibility. */
  caption: { maxChars: 140, defaultSize: 36, minSize: 15, maxSize: 120, defaultColour: '#ffffff', defaultBackground: '#000000b3' },
  line: { defaultWidth: 3, defaultColor: '#ff0000', min: 3, max: 20 },
  shape: { defaultWidth: 5, defaultShape: 'rect' as const },
  curveControlPoints: 3,
  copyOffset: 10,
  arrowKeyStep: 10,
  scaleStep: 0.01,
  board: { markerScale: 0.5, markerScaleMin: 0.02, markerScaleStep: 0.01, icons: 19, quickPick: 11, numberMin: 0, numberMax: 100, lineMin: 1, lineMax: 10 },
  /** Accepted logos and personal images: 3 MB, png/jpeg/bmp. Printed images are fitted in 2000x2000. */
  upload: { imageMaxBytes: 3 * 1024 * 1024, imageTypes: ['image/jpeg', 'image/png', 'image/jpg', 'image/bmp'], printMaxSide: 2000 },
  /**
   * Decoded size of every accepted image or gif, and of any stored one the server draws: at most
   * 4096 px a side, 1000 frames, and 100 megapixels summed over all frames. A file of a few bytes
   * can declare a huge picture; decoding one would take gigabytes.
   */
  image: { maxSide: 4096, maxFrames: 1000, maxPixels: 100_000_000 },
  gifs: { maxUserGifs: 50, maxBytes: 2 * 1024 * 1024, maxPerUpload: 4, profileImages: 4 },
  /** Media library (seed 001 §5/§9): admin gifs are gif or webp (by content), general files are images. */
  media: {
    pathMax: 300,
    nameMax: 80,
    adminGifTypes: ['image/gif', 'image/webp'],
    userGifTypes: ['image/gif'],
    fileTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    filesMaxBytes: 3 * 1024 * 1024,
    filesMaxPerUpload: 10,
    newFolderName: 'Nova pasta',
    userFolderPrefix: 'user_',
  },
  video: { maxBytes: 100 * 1024 * 1024 },
  mailPageSize: 10,
  planDefaultDays: 30,
  passwordMin: 6,
  resetKeyTtlMinutes: 60,
  sessionTtlDays: 30,
  printTokenTtlSeconds: 300,
} as const;

export const LANGUAGES = ['pt-br', 'es-es', 'en-us'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-br';

export const LEVELS = ['user', 'mod', 'admin', 'master'] as const;
export type Level = (typeof LEVELS)[number];

export const TEAM_COLOURS = ['AMARELA', 'AZUL', 'VERDE', 'VERMELHA', 'PRETA'] as const;
export type TeamColour = (typeof TEAM_COLOURS)[number];
