import { describe, expect, it } from 'vitest';
import { flashState, readFlash } from './flash';

describe('readFlash', () => {
  it('reads the message a screen handed to its list', () => {
    expect(readFlash(flashState({ tone: 'success', text: 'Cheese added successfully!' }))).toEqual({ tone: 'success', text: 'Cheese added successfully!' });
    expect(readFlash({ flash: { tone: 'error', text: 'Failed to load cheese' } })).toEqual({ tone: 'error', text: 'Failed to load cheese' });
  });

  it('finds none in another state or a malformed one', () => {
    expect(readFlash(null)).toBeNull();
    expect(readFlash(undefined)).toBeNull();
    expect(readFlash('flash')).toBeNull();
    expect(readFlash({ from: '/admin' })).toBeNull();
    expect(readFlash({ flash: 'Saved' })).toBeNull();
    expect(readFlash({ flash: { tone: 'warning', text: 'Saved' } })).toBeNull();
    expect(readFlash({ flash: { tone: 'success', text: 3 } })).toBeNull();
    expect(readFlash({ flash: { message: 'Saved', kind: 'success' } })).toBeNull();
  });
});
