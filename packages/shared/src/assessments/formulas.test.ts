import { describe, expect, it } from 'vitest';
import { ageOn, bmi, brozekFat, massSplit, pollock3Density, pollock7Density, protocolSites, siriFat, skinfoldComposition } from './formulas.ts';

/** |actual - expected| <= tolerance (0.1 percentage point for a body-fat %). */
function near(actual: number, expected: number, tolerance: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);
}

describe('BMI', () => {
  it('is weight over height squared (WHO example: 70 kg, 1.75 m -> 22.9 kg/m²)', () => {
    near(bmi(70, 175), 22.86, 0.01);
    near(bmi(100, 200), 25, 1e-9);
  });
});

describe('Siri and Brozek', () => {
  it('turns a density of 1.0650 g/cm³ into 14.8 % fat (Siri 1961, worked example of calculadora.co.uk/en/body-density-calculadora)', () => {
    near(siriFat(1.065), 14.8, 0.1);
  });
  it('Brozek (457/D - 414.2) gives 14.9 % for the same density', () => {
    near(brozekFat(1.065), 14.91, 0.01);
  });
  it('a density of 1.1 g/cm³ (fat-free body of the two-compartment model) is 0 % fat', () => {
    near(siriFat(1.1), 0, 1e-9);
  });
  it('a skinfold composition gives body fat by the chosen equation, Siri when none is named', () => {
    const folds = { chest: 15, abdomen: 18, thigh: 20 };
    const siri = skinfoldComposition('pollock3', 'm', 30, folds)!;
    const brozek = skinfoldComposition('pollock3', 'm', 30, folds, 'brozek')!;
    expect(brozek.density).toBe(siri.density);
    near(siri.fatPct, siriFat(siri.density), 1e-12);
    near(brozek.fatPct, brozekFat(siri.density), 1e-12);
    expect(brozek.fatPct).not.toBeCloseTo(siri.fatPct, 3);
  });
});

describe('Jackson & Pollock 3 sites', () => {
  it('man, 30 y, chest 15 + abdomen 18 + thigh 20 = 53 mm -> D 1.0623372, 16.0 % (worked example, calculatorlib.com/jackson-pollock-caliper-body-fat-calculator)', () => {
    near(pollock3Density('m', 53, 30), 1.0623372, 1e-6);
    const r = skinfoldComposition('pollock3', 'm', 30, { chest: 15, abdomen: 18, thigh: 20 });
    expect(r?.sum).toBe(53);
    near(r!.fatPct, 16.0, 0.1);
  });
  it('woman, 25 y, triceps 20 + suprailiac 18 + thigh 22 = 60 mm -> D 1.0447, 23.8 % (JPW 1980 equation worked by hand: 1.0994921 - 0.0595740 + 0.0082800 - 0.0034800)', () => {
    near(pollock3Density('f', 60, 25), 1.0447181, 1e-6);
    near(skinfoldComposition('pollock3', 'f', 25, { triceps: 20, suprailiac: 18, thigh: 22 })!.fatPct, 23.8, 0.1);
  });
  it('man, 29 y, sum 23.5 mm -> D 1.083372, 6.9 % (published worked example: the JP-3 column of the same calculator sheet)', () => {
    near(pollock3Density('m', 23.5, 29), 1.083372, 1e-6);
    near(siriFat(pollock3Density('m', 23.5, 29)), 6.9, 0.1);
  });
  it('uses the sex-specific sites and ignores the others', () => {
    expect(protocolSites('pollock3', 'm')).toEqual(['chest', 'abdomen', 'thigh']);
    expect(protocolSites('pollock3', 'f')).toEqual(['triceps', 'suprailiac', 'thigh']);
    // A man's 3-site result does not change when a woman's site is filled.
    expect(skinfoldComposition('pollock3', 'm', 30, { chest: 15, abdomen: 18, thigh: 20, triceps: 40 })!.sum).toBe(53);
  });
});

describe('Jackson & Pollock 7 sites', () => {
  it('man, 30 y, sum 110 mm -> D 1.0621583, 16.0 % (JP 1978 equation worked by hand: 1.112 - 0.0478489 + 0.006655 - 0.0086478)', () => {
    near(pollock7Density('m', 110, 30), 1.0621583, 1e-6);
    const r = skinfoldComposition('pollock7', 'm', 30, { chest: 14, midaxillary: 15, triceps: 12, subscapular: 16, abdomen: 22, suprailiac: 16, thigh: 15 });
    expect(r?.sum).toBe(110);
    near(r!.fatPct, 16.0, 0.1);
  });
  it('woman, 25 y, sum 125 mm -> D 1.0438293, 24.2 % (JPW 1980 equation worked by hand: 1.097 - 0.0587138 + 0.00875 - 0.003207)', () => {
    near(pollock7Density('f', 125, 25), 1.0438293, 1e-6);
    near(siriFat(pollock7Density('f', 125, 25)), 24.2, 0.1);
  });
  it('man, 29 y, sum 55.5 mm -> D 1.08119, 7.8 % (published worked example: the JP-7 column of the "Body Fat" calculator sheet, scribd.com/document/172535347)', () => {
    near(pollock7Density('m', 55.5, 29), 1.08119, 1e-5);
    near(siriFat(pollock7Density('m', 55.5, 29)), 7.8, 0.1);
  });
  it('is null while a site of the protocol is missing', () => {
    expect(skinfoldComposition('pollock7', 'm', 30, { chest: 14, midaxillary: 15, triceps: 12, subscapular: 16, abdomen: 22, suprailiac: 16 })).toBeNull();
    expect(skinfoldComposition('none', 'm', 30, { chest: 14 })).toBeNull();
  });
});

describe('helpers', () => {
  it('splits the weight into fat and lean mass', () => {
    const s = massSplit(80, 20);
    near(s.fatKg, 16, 1e-9);
    near(s.leanKg, 64, 1e-9);
  });
  it('counts whole years, a birthday not yet reached this year not counted', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
  });
});
