import { describe, expect, it } from 'vitest';
import { anamneseFields, assessmentFields, assessmentResults, MEASURES, sessionMarkFields } from './assessments.ts';

const base = { date: '2026-03-01', sex: 'm', age: 30 };

function issuesOf(input: unknown): Record<string, { message: string; params?: unknown }> {
  const r = assessmentFields.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), { message: i.message, params: (i as { params?: unknown }).params }]));
}

describe('assessment ranges', () => {
  it('accepts values inside every range, the decimal comma and blanks', () => {
    const r = assessmentFields.parse({ ...base, weight: '72,5', height: 178, circ_waist: '', resting_hr: 60, bp_systolic: '120', bp_diastolic: 80 });
    expect(r.weight).toBe(72.5);
    expect(r.circ_waist).toBeNull();
    expect(r.protocol).toBe('none');
  });

  it.each([
    ['weight', 19.9],
    ['weight', 301],
    ['height', 99],
    ['height', 231],
    ['sf_chest', 1],
    ['sf_thigh', 81],
    ['circ_waist', 9],
    ['circ_hip', 251],
    ['resting_hr', 24],
    ['resting_hr', 221],
    ['bio_fat_pct', 71],
  ] as const)('refuses %s = %s with the range and the unit', (field, value) => {
    const issue = issuesOf({ ...base, [field]: value })[field];
    expect(issue?.message).toBe('assess.range');
    expect(issue?.params).toEqual({ min: MEASURES[field].min, max: MEASURES[field].max, unit: MEASURES[field].unit });
  });

  it('refuses blood pressure out of range, diastolic above systolic, or only one of the two', () => {
    expect(issuesOf({ ...base, bp_systolic: 270, bp_diastolic: 80 }).bp_systolic?.message).toBe('assess.range');
    expect(issuesOf({ ...base, bp_systolic: 120, bp_diastolic: 29 }).bp_diastolic?.message).toBe('assess.range');
    expect(issuesOf({ ...base, bp_systolic: 100, bp_diastolic: 110 }).bp_diastolic?.message).toBe('assess.bp-order');
    expect(issuesOf({ ...base, bp_systolic: 120 }).bp_diastolic?.message).toBe('validation.required');
  });

  it('refuses text where a number goes, and a missing sex or age', () => {
    expect(issuesOf({ ...base, weight: 'abc' }).weight?.message).toBe('validation.number');
    expect(Object.keys(issuesOf({ date: '2026-03-01' }))).toEqual(expect.arrayContaining(['sex', 'age']));
    expect(issuesOf({ date: '2026-03-01', sex: 'm' }).age?.message).toBe('validation.required');
    expect(issuesOf({ ...base, age: 'trinta' }).age?.message).toBe('validation.number');
    // A minus sign is kept and refused by the range, never turned into the positive value.
    expect(issuesOf({ ...base, sf_chest: '-5' }).sf_chest?.message).toBe('assess.range');
  });

  it('asks for every site of the chosen protocol', () => {
    const issues = issuesOf({ ...base, protocol: 'pollock7', sf_chest: 10, sf_thigh: 12 });
    expect(Object.keys(issues).sort()).toEqual(['sf_abdomen', 'sf_midaxillary', 'sf_subscapular', 'sf_suprailiac', 'sf_triceps']);
  });

  it('refuses a skinfold set whose body fat falls outside 2-70 %', () => {
    // Seven sites of 2 mm for a 20-year-old man: D = 1.1002 -> Siri -0.1 %.
    const folds = { sf_chest: 2, sf_midaxillary: 2, sf_triceps: 2, sf_subscapular: 2, sf_abdomen: 2, sf_suprailiac: 2, sf_thigh: 2 };
    expect(issuesOf({ ...base, age: 20, protocol: 'pollock7', ...folds }).body_fat?.message).toBe('assess.fat-range');
  });

  it('computes BMI and body fat from the stored values', () => {
    const v = assessmentFields.parse({ ...base, weight: 80, height: 180, protocol: 'pollock3', sf_chest: 15, sf_abdomen: 18, sf_thigh: 20 });
    const r = assessmentResults(v);
    expect(r.bmi).toBeCloseTo(24.69, 2);
    expect(r.fat_pct).toBeCloseTo(15.95, 1);
    expect(r.fat_kg! + r.lean_kg!).toBeCloseTo(80, 9);
  });
});

describe('anamnese and marks', () => {
  it('keeps PAR-Q answers as yes/no/unanswered', () => {
    const a = anamneseFields.parse({ parq: { q1: 'true', q2: false }, goals: ' Run 10 km ' });
    expect(a.parq).toEqual({ q1: true, q2: false, q3: null, q4: null, q5: null, q6: null, q7: null });
    expect(a.goals).toBe('Run 10 km');
  });
  it('takes an effort from 0 to 10 only', () => {
    expect(sessionMarkFields.safeParse({ effort: 0 }).success).toBe(true);
    expect(sessionMarkFields.safeParse({ effort: 10, comment: 'ok' }).success).toBe(true);
    expect(sessionMarkFields.safeParse({ effort: 11 }).success).toBe(false);
    expect(sessionMarkFields.safeParse({ effort: -1 }).success).toBe(false);
    expect(sessionMarkFields.safeParse({ effort: '' }).success).toBe(false);
  });
});
