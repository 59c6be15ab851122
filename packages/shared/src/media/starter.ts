/**
 * The starter library's pt-br folder and gif names (as on disk) mapped to i18n keys, so the web app
 * shows them in the user's language. Names added by admins have no key and show as typed.
 */
export const STARTER_FOLDER_KEYS: Record<string, string> = {
  'Membros inferiores': 'gifs.starter.lower-body',
  'Membros superiores': 'gifs.starter.upper-body',
  Core: 'gifs.starter.core',
  'Cardio e mobilidade': 'gifs.starter.cardio',
};

export const STARTER_GIF_KEYS: Record<string, string> = {
  Agachamento: 'gifs.starter.squat',
  Afundo: 'gifs.starter.lunge',
  'Elevação de panturrilha': 'gifs.starter.calf-raise',
  'Ponte de glúteo': 'gifs.starter.glute-bridge',
  'Subida no banco': 'gifs.starter.step-up',
  'Levantamento terra': 'gifs.starter.deadlift',
  'Coice de glúteo': 'gifs.starter.donkey-kick',
  'Cadeira isométrica': 'gifs.starter.wall-sit',
  'Flexão de braço': 'gifs.starter.push-up',
  'Remada curvada': 'gifs.starter.bent-over-row',
  'Rosca bíceps': 'gifs.starter.biceps-curl',
  'Desenvolvimento de ombros': 'gifs.starter.shoulder-press',
  'Tríceps no banco': 'gifs.starter.bench-dip',
  'Elevação frontal': 'gifs.starter.front-raise',
  'Tríceps francês': 'gifs.starter.overhead-extension',
  Prancha: 'gifs.starter.plank',
  'Prancha lateral': 'gifs.starter.side-plank',
  Abdominal: 'gifs.starter.crunch',
  'Abdominal bicicleta': 'gifs.starter.bicycle-crunch',
  'Elevação de pernas': 'gifs.starter.leg-raise',
  Perdigueiro: 'gifs.starter.bird-dog',
  Polichinelo: 'gifs.starter.jumping-jack',
  Burpee: 'gifs.starter.burpee',
  Escalador: 'gifs.starter.mountain-climber',
  'Skipping alto': 'gifs.starter.high-knees',
  'Círculos de braço': 'gifs.starter.arm-circles',
  'Inclinação lateral': 'gifs.starter.side-bend',
  'Alongamento posterior': 'gifs.starter.hamstring-stretch',
};

/** The i18n key of a library entry's label (folder or gif file name), or null to show the name. */
export function starterLabelKey(type: 'dir' | 'image', name: string): string | null {
  if (type === 'dir') return STARTER_FOLDER_KEYS[name] ?? null;
  const base = name.replace(/\.(gif|webp)$/i, '');
  return STARTER_GIF_KEYS[base] ?? null;
}
