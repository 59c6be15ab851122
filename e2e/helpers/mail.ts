import fs from 'node:fs';
import path from 'node:path';

/** Decodes a quoted-printable body: soft line breaks (=\n) and =XX bytes, read as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const m = joined[i] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (m) {
      bytes.push(parseInt(m[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The .eml files of DATA_DIR/outbox, newest first. */
export function outboxFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs || b.localeCompare(a));
}

/** The decoded text of the newest .eml addressed to `to`, waiting up to `timeoutMs` for it to arrive. */
export async function newestMailTo(dataDir: string, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const needle = to.toLowerCase();
  for (;;) {
    for (const file of outboxFiles(dataDir)) {
      const raw = fs.readFileSync(file, 'utf8');
      const header = raw.split(/\r?\n\r?\n/)[0] ?? '';
      if (/^To:.*$/im.exec(header)?.[0].toLowerCase().includes(needle)) return decodeQuotedPrintable(raw);
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} in ${path.join(dataDir, 'outbox')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The password-reset link (…/password/reset/{email}/{key}) of a decoded e-mail. */
export function resetLinkOf(mail: string): string {
  const m = /https?:\/\/[^\s"<>]+\/password\/reset\/[^\s"<>]+/.exec(mail);
  if (!m) throw new Error('no reset link in the e-mail');
  return m[0];
}
