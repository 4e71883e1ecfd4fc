/**
 * Horizontal swipe recognition as a pure state machine over pointer events. The decision is made only
 * from the total displacement between pointerdown and pointerup: never from how many pointermove
 * events arrived, how far apart they were or how long the gesture took (a busy device coalesces
 * moves; a slow hand makes long gaps). Moves only decide when to take pointer capture.
 */

/** Minimum horizontal travel (CSS px) between press and release that counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 40;
/** Horizontal travel after which the carousel captures the pointer (keeps it past its edges). */
export const SWIPE_CAPTURE_PX = SWIPE_THRESHOLD_PX / 2;

export type SwipeDirection = 'next' | 'previous';

export type SwipeInput =
  | { type: 'down'; pointerId: number; x: number; y: number; isPrimary: boolean; button: number }
  | { type: 'move'; pointerId: number; x: number; y: number }
  | { type: 'up'; pointerId: number; x: number; y: number }
  | { type: 'cancel'; pointerId: number }
  /** lostpointercapture; `buttons` 0 means the pointer is already released. */
  | { type: 'lostcapture'; pointerId: number; x: number; y: number; buttons: number };

export type SwipeState =
  | { phase: 'idle' }
  | { phase: 'tracking'; pointerId: number; startX: number; startY: number; captured: boolean };

export interface SwipeStep {
  state: SwipeState;
  /** Set when the gesture ended with a swipe: which way to page. */
  swipe?: SwipeDirection;
  /** Set when the gesture ended (released or cancelled), swipe or not. */
  ended?: boolean;
  /** Set once per gesture when the caller should capture the pointer. */
  capture?: boolean;
}

export const IDLE: SwipeState = { phase: 'idle' };

/**
 * The page direction for a gesture's total displacement (dx, dy), or null when it is not a swipe:
 * at least `threshold` px horizontally and more horizontal than vertical. Leftward (dx < 0) = next.
 */
export function classifySwipe(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD_PX): SwipeDirection | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/**
 * Advances the swipe state machine by one pointer event. Only the primary pointer's main button
 * starts a gesture; other pointers are ignored while one is tracked (a new press of the same pointer
 * restarts it). `up` decides from the total
 * displacement; `cancel` (the browser took the pointer, e.g. for a vertical scroll) ends without a
 * swipe; `lostcapture` ends the gesture like `up` when the pointer is already released, otherwise
 * tracking continues until the release arrives.
 */
export function swipeStep(state: SwipeState, input: SwipeInput): SwipeStep {
  if (input.type === 'down') {
    // The same pointer pressed again means its release never reached us: start over from here.
    if (state.phase === 'tracking' && input.pointerId !== state.pointerId) return { state };
    if (!input.isPrimary || input.button !== 0) return { state };
    return { state: { phase: 'tracking', pointerId: input.pointerId, startX: input.x, startY: input.y, captured: false } };
  }
  if (state.phase !== 'tracking' || input.pointerId !== state.pointerId) return { state };
  switch (input.type) {
    case 'move': {
      const dx = Math.abs(input.x - state.startX);
      if (state.captured || dx < SWIPE_CAPTURE_PX || dx <= Math.abs(input.y - state.startY)) return { state };
      return { state: { ...state, captured: true }, capture: true };
    }
    case 'cancel':
      return { state: IDLE, ended: true };
    case 'lostcapture':
      if (input.buttons !== 0) return { state: { ...state, captured: false } };
      return finish(state, input.x, input.y);
    case 'up':
      return finish(state, input.x, input.y);
  }
}

function finish(state: Extract<SwipeState, { phase: 'tracking' }>, x: number, y: number): SwipeStep {
  const swipe = classifySwipe(x - state.startX, y - state.startY);
  return swipe ? { state: IDLE, ended: true, swipe } : { state: IDLE, ended: true };
}
