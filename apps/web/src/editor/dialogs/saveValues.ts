import { FORMATION_FIELDS, LIMITS } from '@prancheta/shared';
import type { Formation, FormationField } from '@prancheta/shared';
import type { FormationColours } from '../../api/formations.ts';

// The save form's values apart from the form itself (zod, the colour picker), so a screen can hold
// them while the dialog's code loads on its first opening.

/** Fields the coach must fill before saving (seed 000 §5: 'Fill in all fields'). */
export const SAVE_REQUIRED: readonly FormationField[] = ['clube', 'professor', 'categoria', 'data', 'local', 'descricao'];

/** Values of the save form. */
export type SaveValues = {
  fields: Record<FormationField, string> & Record<`h_${FormationField}`, string>;
  colours: FormationColours;
  /** A club category (coaches in a club); null for a personal record. */
  category_id: number | null;
};

/** Initial values: the existing formation's, or empty with the default header colours. */
export function initialSaveValues(f?: Formation | null): SaveValues {
  const fields = {} as SaveValues['fields'];
  const colours: FormationColours = {};
  for (const k of FORMATION_FIELDS) {
    fields[k] = f ? String(f[k] ?? '') : k === 'data' ? new Date().toISOString().slice(0, 10) : '';
    fields[`h_${k}`] = f ? String(f[`h_${k}`] ?? '') : '';
  }
  for (const part of ['header', ...FORMATION_FIELDS]) {
    const pair = f?.colors?.[part];
    colours[part] = pair ? [pair[0], pair[1]] : [LIMITS.defaultHeaderColors[0], LIMITS.defaultHeaderColors[1]];
  }
  return { fields, colours, category_id: f?.category_id ?? null };
}

/** Names of required fields left empty. */
export function missingFields(values: SaveValues): FormationField[] {
  return SAVE_REQUIRED.filter((k) => !values.fields[k].trim());
}
