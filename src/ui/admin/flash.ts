/**
 * The one-time message a back-office screen hands to the list it returns to (React Router's
 * location state): 'Cheese added successfully!' after a save, 'Failed to load cheese' when the record
 * to edit is gone. The list says a success in a toast and keeps a problem inline.
 */

export interface Flash {
  tone: 'success' | 'error';
  text: string;
}

/** The location state carrying `flash` (what a screen passes to `navigate(list, { state })`). */
export function flashState(flash: Flash): { flash: Flash } {
  return { flash };
}

/** The flash in a location state, or null (any other state, or a malformed one, carries none). */
export function readFlash(state: unknown): Flash | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const flash: unknown = state.flash;
  if (typeof flash !== 'object' || flash === null || !('tone' in flash) || !('text' in flash)) return null;
  const { tone, text } = flash;
  if ((tone !== 'success' && tone !== 'error') || typeof text !== 'string') return null;
  return { tone, text };
}
