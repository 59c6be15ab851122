import { afterEach, describe, expect, it, vi } from 'vitest';

/** A page's localStorage and cookie jar, counting the reads of `document.cookie`. */
function page(stored: Record<string, string>, cookie: string): { cookieReads: () => number } {
  let reads = 0;
  const items = new Map(Object.entries(stored));
  vi.stubGlobal('localStorage', { getItem: (key: string) => items.get(key) ?? null });
  vi.stubGlobal('document', {
    get cookie() {
      reads++;
      return cookie;
    },
  });
  return { cookieReads: () => reads };
}

describe('storedLanguage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("speaks the cookie's language when none was chosen, reading the cookie once for the page's life", async () => {
    const jar = page({}, 'signed=1; lang=es-es');
    const { storedLanguage } = await import('./storedLanguage.ts');
    expect(storedLanguage()).toBe('es-es');
    expect(storedLanguage()).toBe('es-es');
    expect(storedLanguage()).toBe('es-es');
    expect(jar.cookieReads()).toBe(1);
  });

  it('prefers the chosen language to the cookie, and pt-br without either', async () => {
    page({ lang: 'en-us' }, 'lang=es-es');
    expect((await import('./storedLanguage.ts')).storedLanguage()).toBe('en-us');
    vi.resetModules();
    page({}, '');
    expect((await import('./storedLanguage.ts')).storedLanguage()).toBe('pt-br');
  });
});
