import { describe, expect, it } from 'vitest';
import { discardLocalDialog, discardNotYoursMessage, notYoursCount, notYoursOrigin, notYoursWhat, ownsChange, signOutUnsentPrompt } from './device-changes';

describe('changes queued on a shared device', () => {
  it('only the user who queued a change may send it; nobody may send a change queued signed out', () => {
    expect(ownsChange('a', 'a')).toBe(true);
    expect(ownsChange('a', 'b')).toBe(false);
    expect(ownsChange(null, 'b')).toBe(false);
    expect(ownsChange(undefined, 'b')).toBe(false);
    expect(ownsChange(null, null)).toBe(false);
  });
  it('describes changes that are not yours', () => {
    expect(notYoursWhat('entry', 'Brie')).toBe('A change to the entry “Brie”');
    expect(notYoursWhat('entry', null)).toBe('A change to an entry');
    expect(notYoursWhat('cheese', null)).toBe('A change to a cheese');
    expect(notYoursOrigin(null)).toBe('Queued while nobody was signed in');
    expect(notYoursOrigin('u1')).toBe('Queued by another account');
    expect(notYoursOrigin('u1', 'u2')).toBe('Queued by another account');
    // Names the signed-in user but carries no seal of theirs: not made by their session here.
    expect(notYoursOrigin('u1', 'u1')).toBe('Names your account but was not queued by your session here');
    expect(notYoursCount(1)).toBe('1 change not yours');
    expect(notYoursCount(2)).toBe('2 changes not yours');
  });
  it('asks before sign-out with unsent changes', () => {
    expect(signOutUnsentPrompt(1)).toBe(
      'You have 1 change that is not sent yet. It stays on this device and is sent when you sign in again (nobody else can send it).',
    );
    expect(signOutUnsentPrompt(3)).toBe(
      'You have 3 changes that are not sent yet. They stay on this device and are sent when you sign in again (nobody else can send them).',
    );
  });
  it('asks before discarding a change that is not yours, and before the builder drops restored changes', () => {
    expect(discardNotYoursMessage(notYoursWhat('entry', 'Brie'))).toBe('A change to the entry “Brie” will be deleted from this device and never sent. This cannot be undone.');
    expect(discardLocalDialog(true).confirmLabel).toBe('Start Over');
    expect(discardLocalDialog(false).confirmLabel).toBe('Discard Changes');
  });
});
