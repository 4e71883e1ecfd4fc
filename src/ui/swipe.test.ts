import { describe, expect, it } from 'vitest';
import { classifySwipe, IDLE, SWIPE_THRESHOLD_PX, swipeStep, type SwipeDirection, type SwipeInput, type SwipeState } from './swipe';

interface Point {
  x: number;
  y: number;
}

/** `count` evenly spaced moves from `from` to `to` (0 = the release is the only event after the press). */
function moves(from: Point, to: Point, count: number, pointerId = 1): SwipeInput[] {
  return Array.from({ length: count }, (_, i) => ({
    type: 'move' as const,
    pointerId,
    x: from.x + ((to.x - from.x) * (i + 1)) / count,
    y: from.y + ((to.y - from.y) * (i + 1)) / count,
  }));
}

function gesture(from: Point, to: Point, moveCount: number, end: 'up' | 'cancel' = 'up'): SwipeInput[] {
  return [
    { type: 'down', pointerId: 1, x: from.x, y: from.y, isPrimary: true, button: 0 },
    ...moves(from, to, moveCount),
    end === 'up' ? { type: 'up', pointerId: 1, x: to.x, y: to.y } : { type: 'cancel', pointerId: 1 },
  ];
}

/** Replays events; returns every swipe decided, how many gestures ended, captures asked and the final state. */
function replay(events: SwipeInput[]): { swipes: SwipeDirection[]; ended: number; captures: number; state: SwipeState } {
  let state: SwipeState = IDLE;
  const swipes: SwipeDirection[] = [];
  let ended = 0;
  let captures = 0;
  for (const event of events) {
    const step = swipeStep(state, event);
    state = step.state;
    if (step.swipe) swipes.push(step.swipe);
    if (step.ended) ended += 1;
    if (step.capture) captures += 1;
  }
  return { swipes, ended, captures, state };
}

describe('classifySwipe', () => {
  it.each([
    { dx: -SWIPE_THRESHOLD_PX, dy: 0, want: 'next' },
    { dx: SWIPE_THRESHOLD_PX, dy: 0, want: 'previous' },
    { dx: -(SWIPE_THRESHOLD_PX - 1), dy: 0, want: null },
    { dx: SWIPE_THRESHOLD_PX - 1, dy: 0, want: null },
    { dx: -300, dy: 120, want: 'next' },
    { dx: 80, dy: 80, want: null },
    { dx: -60, dy: 200, want: null },
    { dx: 0, dy: -400, want: null },
  ] as const)('dx $dx, dy $dy → $want', ({ dx, dy, want }) => {
    expect(classifySwipe(dx, dy)).toBe(want);
  });
});

describe('swipeStep: the decision depends only on press and release', () => {
  const right = { x: 300, y: 200 };
  const left = { x: 60, y: 210 };
  it.each([
    { name: 'fast leftward swipe, many moves', from: right, to: left, moveCount: 30, want: ['next'] },
    { name: 'leftward swipe, a few coarse moves', from: right, to: left, moveCount: 2, want: ['next'] },
    { name: 'leftward swipe, no move event at all before the release', from: right, to: left, moveCount: 0, want: ['next'] },
    { name: 'rightward swipe, one move', from: left, to: right, moveCount: 1, want: ['previous'] },
    { name: 'rightward swipe, 200 small moves', from: left, to: right, moveCount: 200, want: ['previous'] },
    { name: 'just past the threshold', from: { x: 100, y: 0 }, to: { x: 100 - SWIPE_THRESHOLD_PX, y: 0 }, moveCount: 3, want: ['next'] },
    { name: 'short drag under the threshold', from: { x: 100, y: 0 }, to: { x: 75, y: 0 }, moveCount: 10, want: [] },
    { name: 'vertical scroll with some sideways drift', from: { x: 200, y: 500 }, to: { x: 150, y: 100 }, moveCount: 12, want: [] },
    { name: 'vertical scroll, few moves', from: { x: 200, y: 500 }, to: { x: 240, y: 100 }, moveCount: 1, want: [] },
    { name: 'a click (no movement)', from: right, to: right, moveCount: 0, want: [] },
  ])('$name', ({ from, to, moveCount, want }) => {
    const result = replay(gesture(from, to, moveCount));
    expect(result.swipes).toEqual(want);
    expect(result.ended).toBe(1);
    expect(result.state).toEqual(IDLE);
  });

  it('a slow swipe (hesitations, repeated moves on the same spot, wobble back) decides like a quick one', () => {
    const slow: SwipeInput[] = [
      { type: 'down', pointerId: 1, x: 300, y: 200, isPrimary: true, button: 0 },
      ...Array.from({ length: 20 }, () => ({ type: 'move' as const, pointerId: 1, x: 298, y: 201 })),
      ...moves({ x: 298, y: 201 }, { x: 340, y: 203 }, 5), // wobbles the wrong way first
      ...moves({ x: 340, y: 203 }, { x: 180, y: 204 }, 40),
      ...Array.from({ length: 20 }, () => ({ type: 'move' as const, pointerId: 1, x: 180, y: 204 })),
      { type: 'up', pointerId: 1, x: 180, y: 204 },
    ];
    const quick = gesture({ x: 300, y: 200 }, { x: 180, y: 204 }, 1);
    expect(replay(slow).swipes).toEqual(['next']);
    expect(replay(quick).swipes).toEqual(['next']);
  });

  it('a swipe that ends back where it started is not a swipe, however far it travelled', () => {
    const events: SwipeInput[] = [
      { type: 'down', pointerId: 1, x: 300, y: 200, isPrimary: true, button: 0 },
      ...moves({ x: 300, y: 200 }, { x: 50, y: 200 }, 5),
      ...moves({ x: 50, y: 200 }, { x: 290, y: 200 }, 5),
      { type: 'up', pointerId: 1, x: 290, y: 200 },
    ];
    expect(replay(events).swipes).toEqual([]);
  });

  it.each([0, 1, 3, 25])('pointercancel after %i moves ends the gesture without a swipe', (moveCount) => {
    const result = replay(gesture({ x: 300, y: 200 }, { x: 20, y: 200 }, moveCount, 'cancel'));
    expect(result.swipes).toEqual([]);
    expect(result.ended).toBe(1);
    expect(result.state).toEqual(IDLE);
  });

  it('a release after a cancel does not page, and the next gesture starts fresh', () => {
    const events: SwipeInput[] = [
      ...gesture({ x: 300, y: 200 }, { x: 20, y: 200 }, 3, 'cancel'),
      { type: 'up', pointerId: 1, x: 20, y: 200 },
      ...gesture({ x: 20, y: 200 }, { x: 300, y: 200 }, 2),
    ];
    expect(replay(events).swipes).toEqual(['previous']);
  });

  it('asks for pointer capture once, when the travel is clearly horizontal', () => {
    expect(replay(gesture({ x: 300, y: 200 }, { x: 20, y: 200 }, 30)).captures).toBe(1);
    expect(replay(gesture({ x: 300, y: 200 }, { x: 290, y: 200 }, 30)).captures).toBe(0);
    expect(replay(gesture({ x: 300, y: 500 }, { x: 270, y: 100 }, 30)).captures).toBe(0);
  });

  it('lostpointercapture with the pointer released decides like pointerup; a later pointerup is ignored', () => {
    const events: SwipeInput[] = [
      { type: 'down', pointerId: 1, x: 300, y: 200, isPrimary: true, button: 0 },
      ...moves({ x: 300, y: 200 }, { x: 100, y: 200 }, 2),
      { type: 'lostcapture', pointerId: 1, x: 100, y: 200, buttons: 0 },
      { type: 'up', pointerId: 1, x: 100, y: 200 },
    ];
    const result = replay(events);
    expect(result.swipes).toEqual(['next']);
    expect(result.ended).toBe(1);
  });

  it('lostpointercapture while the pointer is still pressed keeps tracking until the release', () => {
    const events: SwipeInput[] = [
      { type: 'down', pointerId: 1, x: 300, y: 200, isPrimary: true, button: 0 },
      ...moves({ x: 300, y: 200 }, { x: 200, y: 200 }, 2),
      { type: 'lostcapture', pointerId: 1, x: 200, y: 200, buttons: 1 },
      ...moves({ x: 200, y: 200 }, { x: 50, y: 200 }, 2),
      { type: 'up', pointerId: 1, x: 50, y: 200 },
    ];
    const result = replay(events);
    expect(result.swipes).toEqual(['next']);
    expect(result.captures).toBe(2);
  });

  it('a new press of the same pointer restarts a gesture whose release never arrived', () => {
    const events: SwipeInput[] = [
      { type: 'down', pointerId: 1, x: 300, y: 200, isPrimary: true, button: 0 },
      ...moves({ x: 300, y: 200 }, { x: 290, y: 200 }, 2),
      { type: 'down', pointerId: 1, x: 100, y: 200, isPrimary: true, button: 0 },
      { type: 'up', pointerId: 1, x: 200, y: 200 },
    ];
    expect(replay(events).swipes).toEqual(['previous']);
  });

  it('ignores a second finger, other pointers and non-primary buttons', () => {
    const events: SwipeInput[] = [
      { type: 'down', pointerId: 1, x: 300, y: 200, isPrimary: true, button: 0 },
      { type: 'down', pointerId: 2, x: 100, y: 200, isPrimary: false, button: 0 },
      { type: 'up', pointerId: 2, x: 400, y: 200 },
      { type: 'cancel', pointerId: 2 },
      { type: 'up', pointerId: 1, x: 100, y: 200 },
      { type: 'down', pointerId: 3, x: 300, y: 200, isPrimary: true, button: 2 },
      { type: 'up', pointerId: 3, x: 20, y: 200 },
    ];
    const result = replay(events);
    expect(result.swipes).toEqual(['next']);
    expect(result.ended).toBe(1);
  });
});
