/**
 * One FormData serializer for every multipart form of the app, writing names exactly as the server's
 * multipart pipeline reads them (apps/server/src/http/multipart.ts): plain fields by name (the `h_*`
 * header labels included), nested objects as `name[key]`, arrays as `name[i]` (so
 * `colors: { header: [bg, text] }` becomes `colors[header][0]` and `colors[header][1]`, and
 * `exercices: [3, 5]` becomes `exercices[0]`, `exercices[1]`), files under their field name.
 */

/** A value the serializer writes. `null`/`undefined` are left out; empty strings are sent (an emptied field). */
export type FormValue = string | number | boolean | Blob | null | undefined | readonly FormValue[] | { readonly [key: string]: FormValue };

/** A file part with its name and type (drafts, canvas PNGs, recorded webm...). */
export function namedFile(content: Blob | Uint8Array, filename: string, type?: string): File {
  const blob = content instanceof Blob ? content : new Blob([new Uint8Array(content)], { type: type ?? 'application/octet-stream' });
  return new File([blob], filename, { type: type ?? blob.type });
}

function append(form: FormData, name: string, value: FormValue): void {
  if (value === null || value === undefined) return;
  if (value instanceof Blob) {
    form.append(name, value, value instanceof File ? value.name : 'blob');
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item: FormValue, i) => append(form, `${name}[${i}]`, item));
    return;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value as { readonly [key: string]: FormValue })) append(form, `${name}[${key}]`, item);
    return;
  }
  form.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
}

/** Serializes `values` (in key order) into a new FormData, or appends them to `form`. */
export function toFormData(values: { readonly [key: string]: FormValue }, form: FormData = new FormData()): FormData {
  for (const [name, value] of Object.entries(values)) append(form, name, value);
  return form;
}
