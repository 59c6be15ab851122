import { afterEach, describe, expect, it } from 'vitest';
import { preloadHelperCode, SLICE } from '../preloadInSlices.ts';

interface FakeLink {
  rel: string;
  as?: string;
  href: string;
  crossOrigin?: string;
  listeners: Record<string, () => void>;
  addEventListener(type: string, listener: () => void): void;
}

/** A head that records appended links, and a document that finds them by href (the helper's only queries). */
function fakeDocument(existing: string[] = []) {
  const head: FakeLink[] = existing.map((href) => ({ rel: 'modulepreload', href, listeners: {}, addEventListener() {} }));
  const document = {
    head: { appendChild: (link: FakeLink) => head.push(link) },
    createElement: (): FakeLink => ({
      rel: '',
      href: '',
      listeners: {},
      addEventListener(type: string, listener: () => void) {
        this.listeners[type] = listener;
      },
    }),
    querySelector: (selector: string) =>
      head.find((l) => selector.startsWith(`link[href="${l.href}"]`) && (!selector.includes('[rel="stylesheet"]') || l.rel === 'stylesheet')) ?? null,
  };
  return { head, document };
}

type Preload = (baseModule: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

/** The helper as the build makes it, run against `document`. */
async function helper(document: unknown): Promise<Preload> {
  Object.assign(globalThis, { document, window: globalThis });
  const code = preloadHelperCode('/');
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { __vitePreload: Preload }).__vitePreload;
}

afterEach(() => {
  const global = globalThis as { document?: unknown; window?: unknown; dispatchEvent?: unknown };
  delete global.document;
  delete global.window;
  delete global.dispatchEvent;
});

describe('the preload helper (build step)', () => {
  it('links the new files one task at a time, then runs the module', async () => {
    const { head, document } = fakeDocument(['/assets/vendor.js']);
    const preload = await helper(document);
    let ran = false;
    const deps = ['assets/Sheet.js', 'assets/vendor.js', 'assets/form.js', 'assets/table.js', 'assets/marks.js'];
    const done = preload(async () => {
      ran = true;
      return 'module';
    }, deps);
    // The first slice in the caller's task, the rest later; the module only after all of them.
    expect(head.length - 1).toBe(SLICE);
    expect(ran).toBe(false);
    await expect(done).resolves.toBe('module');
    expect(head.slice(1).map((l) => [l.rel, l.href, l.as, l.crossOrigin])).toEqual(
      ['Sheet', 'form', 'table', 'marks'].map((name) => ['modulepreload', `/assets/${name}.js`, 'script', '']),
    );
    // A file linked once is not linked again.
    await preload(async () => 'again', ['assets/form.js', 'assets/other.js']);
    expect(head.slice(5).map((l) => l.href)).toEqual(['/assets/other.js']);
  });

  it('runs the module only once its stylesheet has loaded, and reports one that failed', async () => {
    const { head, document } = fakeDocument();
    const preload = await helper(document);
    const errors: unknown[] = [];
    Object.assign(globalThis, { dispatchEvent: (event: Event & { payload?: unknown }) => errors.push(event.payload) });
    let ran = false;
    const done = preload(async () => (ran = true), ['assets/Page.js', 'assets/Page.css']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const css = head.find((l) => l.href === '/assets/Page.css')!;
    expect(css.rel).toBe('stylesheet');
    expect(ran).toBe(false);
    css.listeners.load!();
    await done;
    expect(ran).toBe(true);

    const failed = preload(async () => 'never', ['assets/Broken.css']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    head.find((l) => l.href === '/assets/Broken.css')!.listeners.error!();
    await expect(failed).rejects.toThrow(/Unable to preload CSS for \/assets\/Broken.css/);
    expect(errors).toHaveLength(1);
  });

  it('runs the module at once when there is nothing to link', async () => {
    const { head, document } = fakeDocument();
    const preload = await helper(document);
    await expect(preload(async () => 'plain')).resolves.toBe('plain');
    expect(head).toHaveLength(0);
  });
});
