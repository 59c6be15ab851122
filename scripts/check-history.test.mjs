// node --test scripts/check-history.test.mjs: what the history check refuses and what it lets through.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findHistoryRefs } from './history-refs.mjs';

const refused = [
  ' * The roster (issue 28): athletes and their private links.',
  '// Issue 25 item 5: the board saved as a formation.',
  "describe('compact fitness print (issue 25 item 7)', () => {",
  '// Tables on a phone (tracker issue 27).',
  '/** The account as a whole (issue #16). */',
  'Shorter first paint (#42).',
  '// fixes #7',
  '// Added in session 3.',
  '// issue 16, part 3 of the plan',
  '// part 2 of 4',
];

const allowed = [
  "  return text.replace(/[&<>\"']/g, (c) => ({ '&': '&amp;', \"'\": '&#39;' })[c]!);",
  'video.media{background:#000}',
  '.dim{color:#555;font-size:14px}',
  "const colours = ['#112233', '#1971c2'];",
  '// See https://github.com/owner/repo/issues/28 for the format.',
  '"calendar.sessions": "{{count}} sessões",',
  '/** One session\'s key. */',
  '// Issues are named under `prefix` (zod issues of a field).',
  '"attendance.session": "Session {{date}}",',
  '// A session token is revoked on logout.',
];

test('refuses issue numbers, pull-request numbers, work sessions and parts of a work item', () => {
  for (const line of refused) assert.equal(findHistoryRefs(line).length, 1, line);
});

test('lets through colours, HTML entities, URLs and ordinary uses of the words', () => {
  for (const line of allowed) assert.deepEqual(findHistoryRefs(line), [], line);
});

test('names the line of each reference', () => {
  assert.deepEqual(
    findHistoryRefs('first\n// issue 3\nthird\n(#4)').map((r) => r.line),
    [2, 4],
  );
});
