import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format';

describe('formatFileSize', () => {
  it('shows bytes, KB, MB with one decimal below ten', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(14 * 1024 + 200)).toBe('14 KB');
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5.0 GB');
    expect(formatFileSize(-1)).toBe('');
  });
});
