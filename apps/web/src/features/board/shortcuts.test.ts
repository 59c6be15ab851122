import { describe, expect, it } from 'vitest';
import { historyCommandFor } from './useHistoryShortcuts.ts';
import { snapshotFileName } from './snapshot.ts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('history shortcuts', () => {
  it('maps Ctrl/Cmd+Z to undo and Ctrl/Cmd+Shift+Z, Ctrl+Y to redo', () => {
    expect(historyCommandFor(key('z', { ctrlKey: true }))).toBe('undo');
    expect(historyCommandFor(key('z', { metaKey: true }))).toBe('undo');
    expect(historyCommandFor(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyCommandFor(key('z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyCommandFor(key('y', { ctrlKey: true }))).toBe('redo');
  });

  it('ignores plain keys and other combinations', () => {
    expect(historyCommandFor(key('z'))).toBeNull();
    expect(historyCommandFor(key('y', { metaKey: true }))).toBeNull();
    expect(historyCommandFor(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('names snapshots by date and minute', () => {
    expect(snapshotFileName(new Date(2026, 10, 22, 9, 5))).toBe('prancheta-2026-11-22-0905.png');
  });
});
