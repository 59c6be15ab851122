/*
 * Body-composition formulas of a physical assessment. Pure functions, no rounding (the screens
 * and the PDF round for display). Sources:
 *  - BMI: WHO, weight (kg) / height (m)^2.
 *  - Jackson & Pollock (1978), Br J Nutr 40:497-504, men, generalized equations (sum of skinfolds
 *    in mm, quadratic, age in years).
 *  - Jackson, Pollock & Ward (1980), Med Sci Sports Exerc 12:175-182, women.
 *  - Siri (1961): % fat = 495 / D - 450. Brozek et al. (1963): % fat = 457 / D - 414.2.
 */

export type Sex = 'm' | 'f';

/** The seven Jackson & Pollock skinfold sites, in the order the protocol lists them. */
export const SKINFOLD_SITES = ['chest', 'midaxillary', 'triceps', 'subscapular', 'abdomen', 'suprailiac', 'thigh'] as const;
export type SkinfoldSite = (typeof SKINFOLD_SITES)[number];
export type Skinfolds = Partial<Record<SkinfoldSite, number | null>>;

/** Skinfold protocols: none, Pollock 3 sites, Pollock 7 sites. */
export const SKINFOLD_PROTOCOLS = ['none', 'pollock3', 'pollock7'] as const;
export type SkinfoldProtocol = (typeof SKINFOLD_PROTOCOLS)[number];

/** The sites a protocol needs: 3 sites differ by sex (men chest/abdomen/thigh, women triceps/suprailiac/thigh). */
export function protocolSites(protocol: SkinfoldProtocol, sex: Sex): readonly SkinfoldSite[] {
  if (protocol === 'pollock7') return SKINFOLD_SITES;
  if (protocol === 'pollock3') return sex === 'm' ? ['chest', 'abdomen', 'thigh'] : ['triceps', 'suprailiac', 'thigh'];
  return [];
}

/** Body-mass index (kg/m²) from weight in kg and height in cm. */
export function bmi(weightKg: number, heightCm: number): number {
  const m = heightCm / 100;
  return weightKg / (m * m);
}

/** Body density (g/cm³), Jackson & Pollock 3-site equation of the given sex. */
export function pollock3Density(sex: Sex, sum: number, age: number): number {
  return sex === 'm' ? 1.10938 - 0.0008267 * sum + 0.0000016 * sum * sum - 0.0002574 * age : 1.0994921 - 0.0009929 * sum + 0.0000023 * sum * sum - 0.0001392 * age;
}

/** Body density (g/cm³), Jackson & Pollock 7-site equation of the given sex. */
export function pollock7Density(sex: Sex, sum: number, age: number): number {
  return sex === 'm' ? 1.112 - 0.00043499 * sum + 0.00000055 * sum * sum - 0.00028826 * age : 1.097 - 0.00046971 * sum + 0.00000056 * sum * sum - 0.00012828 * age;
}

/** Siri (1961) percent body fat from body density. */
export function siriFat(density: number): number {
  return 495 / density - 450;
}

/** Brozek et al. (1963) percent body fat from body density. */
export function brozekFat(density: number): number {
  return 457 / density - 414.2;
}

/** Equations from body density to percent body fat the coach chooses between (Siri by default). */
export const FAT_EQUATIONS = ['siri', 'brozek'] as const;
export type FatEquation = (typeof FAT_EQUATIONS)[number];
/** The equations' names as printed (proper names, the same in every language). */
export const FAT_EQUATION_NAMES: Record<FatEquation, string> = { siri: 'Siri', brozek: 'Brozek' };

/** Percent body fat from body density by the chosen equation. */
export function fatFromDensity(equation: FatEquation, density: number): number {
  return equation === 'brozek' ? brozekFat(density) : siriFat(density);
}

export interface SkinfoldResult {
  /** Sum of the protocol's sites in mm. */
  sum: number;
  /** Body density (g/cm³). */
  density: number;
  /** Percent body fat by the chosen equation (Siri unless told). */
  fatPct: number;
}

/**
 * The body composition of a skinfold protocol: null when the protocol is 'none' or one of its
 * sites is missing. Body fat by `equation` (Siri or Brozek).
 */
export function skinfoldComposition(protocol: SkinfoldProtocol, sex: Sex, age: number, folds: Skinfolds, equation: FatEquation = 'siri'): SkinfoldResult | null {
  const sites = protocolSites(protocol, sex);
  if (sites.length === 0) return null;
  let sum = 0;
  for (const site of sites) {
    const v = folds[site];
    if (typeof v !== 'number' || !Number.isFinite(v)) return null;
    sum += v;
  }
  const density = protocol === 'pollock7' ? pollock7Density(sex, sum, age) : pollock3Density(sex, sum, age);
  return { sum, density, fatPct: fatFromDensity(equation, density) };
}

/** Fat and lean mass (kg) from the weight and a fat percentage. */
export function massSplit(weightKg: number, fatPct: number): { fatKg: number; leanKg: number } {
  const fatKg = (weightKg * fatPct) / 100;
  return { fatKg, leanKg: weightKg - fatKg };
}

/** Whole years between an ISO birth date and an ISO date (YYYY-MM-DD). */
export function ageOn(birthDate: string, onDate: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
