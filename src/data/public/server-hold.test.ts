import { describe, expect, it } from 'vitest';
import { createServerHold } from './server-hold';

describe('the pause in asking the server after it failed', () => {
  it('holds from a failure for the pause, then asks again; the network coming back releases it', () => {
    let t = 1_000;
    const hold = createServerHold(15_000, () => t);
    expect(hold.held()).toBe(false);
    hold.failed();
    expect(hold.held()).toBe(true);
    t += 14_999;
    expect(hold.held()).toBe(true);
    t += 1;
    expect(hold.held()).toBe(false);
    hold.failed();
    hold.release();
    expect(hold.held()).toBe(false);
  });
});
