// Refuses tracker and work-history references ("issue 28", "#42", "session 3", "part 2 of") in the
// repository's code, tests, migrations and documentation: prints each as file:line and exits 1.
// Run by `npm run lint` (and so by `npm test`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findHistoryRefs, textFiles } from './history-refs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];
for (const file of textFiles(root)) {
  for (const ref of findHistoryRefs(fs.readFileSync(path.join(root, file), 'utf8'))) problems.push(`${file}:${ref.line}: "${ref.text}" (${ref.why})`);
}
if (problems.length) {
  console.error(`History references (say what the code does and why, in its own terms):\n${problems.join('\n')}`);
  process.exit(1);
}
