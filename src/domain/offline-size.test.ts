import { describe, expect, it } from 'vitest';
import { formatBytes, saveAllProgress } from './offline-size';

describe('offline size', () => {
  it('formats sizes', () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(340 * 1024)).toBe('340 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
  it('reports progress in whole percent, capped', () => {
    expect(saveAllProgress(50, 200)).toBe(25);
    expect(saveAllProgress(300, 200)).toBe(100);
    expect(saveAllProgress(0, 0)).toBe(100);
  });
});
