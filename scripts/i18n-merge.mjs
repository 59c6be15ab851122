#!/usr/bin/env node
// Deep-merges a patch file {"pt-br": {...}, "es-es": {...}, "en-us": {...}} into the three i18n
// files in one quick read-modify-write, so several people can add keys without clobbering each other.
// Usage: node scripts/i18n-merge.mjs patch.json
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/shared/src/i18n');
const patch = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) a[k] = merge(a[k] && typeof a[k] === 'object' ? a[k] : {}, v);
    else a[k] = v;
  }
  return a;
};
for (const lang of ['pt-br', 'es-es', 'en-us']) {
  if (!patch[lang]) continue;
  const file = path.join(dir, `${lang}.json`);
  const current = JSON.parse(fs.readFileSync(file, 'utf8'));
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(merge(current, patch[lang]), null, 2) + '\n');
  fs.renameSync(tmp, file);
}
console.log('merged', Object.keys(patch).join(', '));
