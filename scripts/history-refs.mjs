// Finds references to the project's tracker and work history in the repository's text: "issue 28",
// "Issue #16", "tracker issue 27", "(#42)", "fixes #7", "session 3", "part 2 of 4". Code, tests,
// migrations and documentation say what the code does and why in their own terms; a reader of the
// tree has no tracker to look those numbers up in. Used by scripts/check-history.mjs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What is refused, each with the reason printed beside the match. */
export const HISTORY_PATTERNS = [
  { re: /\b(?:tracker\s+)?issues?\s*#?\s*\d+/i, why: 'an issue number' },
  { re: /\b(?:PR|pull request|fix(?:es|ed)?|close[sd]?|resolve[sd]?|see)\s+#\d+\b/i, why: 'an issue or pull-request number' },
  { re: /\(#\d+\)/, why: 'an issue or pull-request number' },
  { re: /\bsession\s+\d+\b/i, why: 'a work session' },
  { re: /\bpart\s+\d+\s+of\b/i, why: 'a part of a work item' },
];

/** Files whose text is read: source, tests, migrations, configuration, styles and documentation. */
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|sql|json|ya?ml|css|html|md)$|(?:^|\/)(?:Dockerfile|\.ci\/run)$/;
/** Never read: generated or third-party text, and binary assets. */
const SKIPPED = [/(?:^|\/)node_modules\//, /(?:^|\/)dist\//, /^package-lock\.json$/, /^bench\/results\//, /^apps\/server\/assets\//, /^e2e\/\.tmp\//];
/** The check's own files, whose examples are the references it refuses. */
const OWN = /^scripts\/(?:history-refs|check-history)(?:\.test)?\.mjs$/;

/** Drops what is never prose: URLs (an address may hold a number after "issues/"). */
function withoutUrls(line) {
  return line.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ');
}

/** The history references of one file's text: [{ line, text, why }]. */
export function findHistoryRefs(text) {
  const found = [];
  text.split('\n').forEach((raw, i) => {
    const line = withoutUrls(raw);
    for (const { re, why } of HISTORY_PATTERNS) {
      const m = re.exec(line);
      if (m) {
        found.push({ line: i + 1, text: m[0], why });
        break;
      }
    }
  });
  return found;
}

/** The repository's text files (tracked, and new ones git does not ignore), relative to root. */
export function textFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return [...new Set(listed.split('\0'))].filter((f) => f && TEXT_FILE.test(f) && !SKIPPED.some((re) => re.test(f)) && !OWN.test(f) && fs.existsSync(path.join(root, f)));
}
