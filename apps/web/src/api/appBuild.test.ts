import { describe, expect, it, vi } from 'vitest';
import { APP_BUILD, createBuildCheck, RELOADED_KEY } from './appBuild.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

function setup(ownBuild: string, served: string | null | Error) {
  const storage = memoryStorage();
  const confirm = vi.fn(async () => {
    if (served instanceof Error) throw served;
    return served;
  });
  const updateWorker = vi.fn();
  const check = createBuildCheck({ ownBuild, confirm, updateWorker, storage });
  const load = vi.fn();
  return { check, confirm, updateWorker, storage, load };
}

describe('the build check after a deploy', () => {
  it('compiles no id outside a production build (dev server, tests)', () => {
    expect(APP_BUILD).toBe('');
  });

  it('does nothing when the ids are equal, there is no header or no own id', async () => {
    const same = setup('b1', 'b1');
    await same.check.note('b1');
    await same.check.note(null);
    expect(same.confirm).not.toHaveBeenCalled();
    const dev = setup('', 'b2');
    await dev.check.note('b2');
    expect(dev.confirm).not.toHaveBeenCalled();
    expect(dev.check.loadIfStale(dev.load)).toBe(false);
    expect(dev.load).not.toHaveBeenCalled();
  });

  it('on a confirmed newer build: asks the worker to update, loads in full at the next navigation, once', async () => {
    const t = setup('b1', 'b2');
    await t.check.note('b2');
    expect(t.updateWorker).toHaveBeenCalledTimes(1);
    expect(t.check.stale).toBe('b2');
    // More answers with the same header: no new confirmation.
    await t.check.note('b2');
    expect(t.confirm).toHaveBeenCalledTimes(1);
    expect(t.check.loadIfStale(t.load)).toBe(true);
    expect(t.load).toHaveBeenCalledTimes(1);
    expect(t.storage.data.get(RELOADED_KEY)).toBe('b2');
    // The next navigation does not load again.
    expect(t.check.loadIfStale(t.load)).toBe(false);
    expect(t.load).toHaveBeenCalledTimes(1);
  });

  it('does not load in a loop: the page still old after a load for that build leaves it to the update prompt', async () => {
    const t = setup('b1', 'b2');
    t.storage.setItem(RELOADED_KEY, 'b2');
    await t.check.note('b2');
    expect(t.updateWorker).toHaveBeenCalledTimes(1);
    expect(t.check.stale).toBeNull();
    expect(t.check.loadIfStale(t.load)).toBe(false);
  });

  it('offline (no answer to the confirmation) or a cached older header the server does not confirm: nothing', async () => {
    const offline = setup('b1', new TypeError('Failed to fetch'));
    await offline.check.note('b2');
    expect(offline.check.stale).toBeNull();
    expect(offline.updateWorker).not.toHaveBeenCalled();
    const cached = setup('b2', 'b2');
    await cached.check.note('b1');
    expect(cached.check.stale).toBeNull();
    expect(cached.updateWorker).not.toHaveBeenCalled();
    const noAnswer = setup('b1', null);
    await noAnswer.check.note('b2');
    expect(noAnswer.check.stale).toBeNull();
    const html = setup('b1', '<!doctype html>');
    await html.check.note('b2');
    expect(html.check.stale).toBeNull();
  });
});
