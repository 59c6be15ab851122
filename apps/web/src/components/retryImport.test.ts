import { describe, expect, it, vi } from 'vitest';
import { retryImport } from './retryImport.ts';

describe('retryImport', () => {
  it('answers the first attempt that succeeds, after the failed ones', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce('page');
    await expect(retryImport(load, [1, 1])).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throws the last failure once every delay is used up', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'));
    await expect(retryImport(load, [1, 1])).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits the given delays between attempts', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce('ok');
      const result = retryImport(load, [1000]);
      await vi.advanceTimersByTimeAsync(999);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('ok');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
