import { describe, expect, it } from 'vitest';
import { checkImageFile, storageFileName } from './image-rules';
import { IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE } from './messages';
import { MAX_IMAGE_BYTES } from './constants';

describe('checkImageFile', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, null],
    [{ type: 'image/PNG', size: MAX_IMAGE_BYTES }, null],
    [{ type: 'image/webp', size: MAX_IMAGE_BYTES + 1 }, IMAGE_TOO_LARGE],
    [{ type: 'image/svg+xml', size: 10 }, IMAGE_NOT_AN_IMAGE],
    [{ type: 'text/plain', size: 10 }, IMAGE_NOT_AN_IMAGE],
    [{ type: '', size: 10 }, IMAGE_NOT_AN_IMAGE],
    [{ type: 'image/gif', size: Number.NaN }, IMAGE_TOO_LARGE],
  ])('%j → %s', (f, msg) => expect(checkImageFile(f)).toBe(msg));
});

describe('storageFileName', () => {
  it.each([
    ['Brie Plate.JPG', 1700000000000, 'a1B2-c3', '1700000000000-a1b2c3.jpg'],
    ['noext', 5, 'xyz', '5-xyz'],
    ['weird.name.webp', 5, '!!!', '5-0.webp'],
    ['../../etc/passwd.png', 5, 'r', '5-r.png'],
  ])('%j → %j', (n, t, r, out) => expect(storageFileName(n, t, r)).toBe(out));
});
