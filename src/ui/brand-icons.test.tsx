import { describe, expect, it } from 'vitest';
import { siApple, siGoogleplay } from 'simple-icons';
import { APPLE_PATH, GOOGLE_PLAY_PATH } from './brand-icons';

describe('store brand marks', () => {
  it('are Simple Icons’ own paths', () => {
    expect(APPLE_PATH).toBe(siApple.path);
    expect(GOOGLE_PLAY_PATH).toBe(siGoogleplay.path);
  });
});
