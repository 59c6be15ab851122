/**
 * The starter library of animated exercise images: folder, pt-br name, view and the poses the
 * figure moves through. Shared by the generator (drawing) and nothing else: the names on disk are
 * the library, translated labels live in packages/shared (media/starter.ts).
 */
import type { Held, Joints, Limb, Pose } from './figure.ts';

const L = (upper: number, lower: number): Limb => ({ upper, lower });

/** Standing upright, arms hanging. */
const stand: Pose = { torso: 0, legNear: L(0, 0), legFar: L(0, 0), armNear: L(4, 6), armFar: L(-4, -2) };
/** High plank on the hands (push-up start). */
const plankHigh: Pose = { torso: 64, legNear: L(-64, -64), legFar: L(-64, -64), armNear: L(0, 0), armFar: L(-3, -3), head: 8 };
/** On hands and knees. */
const quadruped: Pose = { torso: 90, legNear: L(0, -90), legFar: L(0, -90), armNear: L(0, 0), armFar: L(-2, -2), head: 10 };
/** Lying on the back, knees bent, feet on the floor. */
const supineBent: Pose = { torso: -90, legNear: L(140, 5), legFar: L(136, 2), armNear: L(90, 90), armFar: L(88, 88) };

const with_ = (base: Pose, over: Partial<Pose>): Pose => ({ ...base, ...over });

export type Folder = 'Membros inferiores' | 'Membros superiores' | 'Core' | 'Cardio e mobilidade';

/** Props drawn behind the figure, placed from the grounded joints of the first frame. */
export type Prop = 'step' | 'bench';

export interface StarterGif {
  folder: Folder;
  /** File name without extension, pt-br. */
  name: string;
  view: 'side' | 'front';
  held?: Held;
  /** Poses visited in a loop; two poses go there and back with easing. */
  keys: Pose[];
  /** Frames between two keys (default: 6 for two keys, 4 otherwise). */
  framesPerKey?: number;
  /** Joints that touch the floor (default: whatever is lowest). */
  ground?: (keyof Joints)[];
  /** Height of the surface the ground joints stand on. */
  groundHeight?: number;
  prop?: Prop;
  /** Pose as a function of the loop time t in [0, 1), instead of keys. */
  pose?: (t: number) => Pose;
}

export const STARTER_GIFS: StarterGif[] = [
  // Membros inferiores
  { folder: 'Membros inferiores', name: 'Agachamento', view: 'side', keys: [stand, { torso: 38, legNear: L(92, -18), legFar: L(90, -20), armNear: L(88, 88), armFar: L(86, 86), head: -20 }] },
  {
    folder: 'Membros inferiores',
    name: 'Afundo',
    view: 'side',
    keys: [
      { torso: 0, legNear: L(22, 12), legFar: L(-24, -24), armNear: L(4, 4), armFar: L(-4, -4), foot: 0 },
      { torso: 0, legNear: L(82, -2), legFar: L(-8, -84), armNear: L(4, 4), armFar: L(-4, -4), foot: 0 },
    ],
    ground: ['toeNear', 'ankleNear', 'kneeFar', 'toeFar'],
  },
  { folder: 'Membros inferiores', name: 'Elevação de panturrilha', view: 'side', held: 'dumbbells', keys: [with_(stand, { armNear: L(12, 12), armFar: L(10, 10) }), with_(stand, { armNear: L(12, 12), armFar: L(10, 10), foot: 62 })], ground: ['toeNear', 'toeFar'] },
  { folder: 'Membros inferiores', name: 'Ponte de glúteo', view: 'side', keys: [supineBent, { torso: -116, legNear: L(106, -6), legFar: L(102, -8), armNear: L(68, 68), armFar: L(66, 66) }], ground: ['ankleNear', 'neck', 'head', 'toeNear'] },
  {
    folder: 'Membros inferiores',
    name: 'Subida no banco',
    view: 'side',
    keys: [
      { torso: 16, legNear: L(72, -12), legFar: L(-12, -12), armNear: L(-20, -10), armFar: L(20, 40) },
      { torso: 4, legNear: L(0, 0), legFar: L(80, -10), armNear: L(30, 60), armFar: L(-25, -15) },
    ],
    ground: ['ankleNear', 'toeNear'],
    groundHeight: 36,
    prop: 'step',
  },
  { folder: 'Membros inferiores', name: 'Levantamento terra', view: 'side', held: 'barbell', keys: [{ torso: 68, legNear: L(52, -18), legFar: L(50, -20), armNear: L(2, 2), armFar: L(0, 0), head: -30 }, with_(stand, { armNear: L(0, 0), armFar: L(0, 0) })] },
  { folder: 'Membros inferiores', name: 'Coice de glúteo', view: 'side', keys: [quadruped, with_(quadruped, { legNear: L(-92, -178) })], ground: ['kneeFar', 'wristNear', 'wristFar'] },
  { folder: 'Membros inferiores', name: 'Cadeira isométrica', view: 'side', keys: [{ torso: 0, legNear: L(90, 0), legFar: L(88, 0), armNear: L(90, 90), armFar: L(88, 88) }, { torso: 0, legNear: L(90, 0), legFar: L(88, 0), armNear: L(100, 100), armFar: L(98, 98), head: 6 }], prop: 'bench' },
  // Membros superiores
  { folder: 'Membros superiores', name: 'Flexão de braço', view: 'side', keys: [plankHigh, { torso: 80, legNear: L(-80, -80), legFar: L(-80, -80), armNear: L(-118, -6), armFar: L(-120, -8), head: 8 }], ground: ['toeNear', 'wristNear'] },
  { folder: 'Membros superiores', name: 'Remada curvada', view: 'side', held: 'dumbbells', keys: [{ torso: 62, legNear: L(24, -8), legFar: L(22, -10), armNear: L(0, 0), armFar: L(-2, -2), head: -25 }, { torso: 62, legNear: L(24, -8), legFar: L(22, -10), armNear: L(-82, 2), armFar: L(-84, 0), head: -25 }] },
  { folder: 'Membros superiores', name: 'Rosca bíceps', view: 'side', held: 'dumbbells', keys: [with_(stand, { armNear: L(12, 14), armFar: L(10, 12) }), with_(stand, { armNear: L(10, 150), armFar: L(8, 148) })] },
  { folder: 'Membros superiores', name: 'Desenvolvimento de ombros', view: 'front', held: 'dumbbells', keys: [{ torso: 0, legNear: L(6, 6), legFar: L(6, 6), armNear: L(84, 176), armFar: L(84, 176) }, { torso: 0, legNear: L(6, 6), legFar: L(6, 6), armNear: L(164, 176), armFar: L(164, 176) }] },
  { folder: 'Membros superiores', name: 'Tríceps no banco', view: 'side', keys: [{ torso: 4, legNear: L(62, 62), legFar: L(62, 62), armNear: L(-12, -12), armFar: L(-14, -14) }, { torso: 8, legNear: L(80, 80), legFar: L(80, 80), armNear: L(-82, -4), armFar: L(-84, -6) }], ground: ['ankleNear'], prop: 'bench' },
  { folder: 'Membros superiores', name: 'Elevação frontal', view: 'side', held: 'dumbbells', keys: [with_(stand, { armNear: L(0, 0), armFar: L(-2, -2) }), with_(stand, { armNear: L(90, 92), armFar: L(88, 90) })] },
  { folder: 'Membros superiores', name: 'Tríceps francês', view: 'side', held: 'dumbbells', keys: [with_(stand, { armNear: L(164, 176), armFar: L(162, 174) }), with_(stand, { armNear: L(164, -10), armFar: L(162, -12) })] },
  // Core
  { folder: 'Core', name: 'Prancha', view: 'side', keys: [{ torso: 80, legNear: L(-80, -80), legFar: L(-80, -80), armNear: L(0, 90), armFar: L(-2, 88), head: 6 }, { torso: 76, legNear: L(-84, -84), legFar: L(-84, -84), armNear: L(0, 90), armFar: L(-2, 88), head: 0 }], ground: ['toeNear', 'elbowNear'] },
  { folder: 'Core', name: 'Prancha lateral', view: 'side', keys: [{ torso: 72, legNear: L(-72, -72), legFar: L(-68, -68), armNear: L(0, 90), armFar: L(176, 176) }, { torso: 80, legNear: L(-62, -62), legFar: L(-58, -58), armNear: L(0, 90), armFar: L(150, 150) }], ground: ['toeNear', 'elbowNear'] },
  { folder: 'Core', name: 'Abdominal', view: 'side', keys: [supineBent, with_(supineBent, { torso: -52, armNear: L(110, 110), armFar: L(108, 108), head: 10 })] },
  {
    folder: 'Core',
    name: 'Abdominal bicicleta',
    view: 'side',
    keys: [
      { torso: -62, legNear: L(150, 70), legFar: L(102, 100), armNear: L(160, -150), armFar: L(150, -160) },
      { torso: -62, legNear: L(102, 100), legFar: L(150, 70), armNear: L(150, -160), armFar: L(160, -150) },
    ],
    framesPerKey: 6,
  },
  { folder: 'Core', name: 'Elevação de pernas', view: 'side', keys: [{ torso: -90, legNear: L(96, 96), legFar: L(94, 94), armNear: L(90, 90), armFar: L(88, 88) }, { torso: -90, legNear: L(176, 176), legFar: L(174, 174), armNear: L(90, 90), armFar: L(88, 88) }] },
  {
    folder: 'Core',
    name: 'Perdigueiro',
    view: 'side',
    keys: [quadruped, with_(quadruped, { armNear: L(96, 96), legFar: L(-90, -90) }), quadruped, with_(quadruped, { armFar: L(96, 96), legNear: L(-90, -90) })],
    ground: ['wristNear', 'wristFar', 'kneeNear', 'kneeFar'],
  },
  // Cardio e mobilidade
  { folder: 'Cardio e mobilidade', name: 'Polichinelo', view: 'front', keys: [{ torso: 0, legNear: L(4, 4), legFar: L(4, 4), armNear: L(10, 10), armFar: L(10, 10) }, { torso: 0, legNear: L(24, 24), legFar: L(24, 24), armNear: L(160, 166), armFar: L(160, 166), lift: 6 }] },
  {
    folder: 'Cardio e mobilidade',
    name: 'Burpee',
    view: 'side',
    keys: [
      stand,
      { torso: 58, legNear: L(108, -30), legFar: L(106, -32), armNear: L(-4, -4), armFar: L(-6, -6), head: -10 },
      plankHigh,
      { torso: 58, legNear: L(108, -30), legFar: L(106, -32), armNear: L(-4, -4), armFar: L(-6, -6), head: -10 },
      { torso: 0, legNear: L(0, 0), legFar: L(0, 0), armNear: L(172, 174), armFar: L(170, 172), lift: 34, foot: 40 },
    ],
    framesPerKey: 4,
  },
  {
    folder: 'Cardio e mobilidade',
    name: 'Escalador',
    view: 'side',
    keys: [with_(plankHigh, { legNear: L(48, -64), legFar: L(-64, -64) }), with_(plankHigh, { legNear: L(-64, -64), legFar: L(48, -64) })],
    ground: ['wristNear', 'toeNear', 'toeFar'],
    framesPerKey: 5,
  },
  {
    folder: 'Cardio e mobilidade',
    name: 'Skipping alto',
    view: 'side',
    keys: [
      { torso: 0, legNear: L(92, 2), legFar: L(0, 0), armNear: L(-40, 40), armFar: L(40, 120), lift: 4 },
      { torso: 0, legNear: L(0, 0), legFar: L(92, 2), armNear: L(40, 120), armFar: L(-40, 40), lift: 4 },
    ],
    framesPerKey: 5,
  },
  {
    folder: 'Cardio e mobilidade',
    name: 'Círculos de braço',
    view: 'side',
    keys: [],
    pose: (t) => with_(stand, { armNear: L(360 * t, 360 * t), armFar: L(360 * t - 8, 360 * t - 8) }),
  },
  { folder: 'Cardio e mobilidade', name: 'Inclinação lateral', view: 'front', keys: [{ torso: -22, legNear: L(8, 8), legFar: L(8, 8), armNear: L(150, 160), armFar: L(10, 6) }, { torso: 22, legNear: L(8, 8), legFar: L(8, 8), armNear: L(10, 6), armFar: L(150, 160) }] },
  { folder: 'Cardio e mobilidade', name: 'Alongamento posterior', view: 'side', keys: [with_(stand, { armNear: L(174, 176), armFar: L(172, 174) }), { torso: 112, legNear: L(0, 0), legFar: L(0, 0), armNear: L(-6, -8), armFar: L(-8, -10), head: 10 }] },
];
