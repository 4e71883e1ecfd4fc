/**
 * useSwipe: props for an element that pages on a horizontal swipe (mouse, pen or touch). Side
 * effects: while a gesture is under way it listens on `window` for that pointer's move, release and
 * cancel, so a release outside the element (or a coarse gesture whose only events land elsewhere)
 * still ends it; it captures the pointer once the travel is clearly horizontal. The decision itself
 * is the pure state machine in ./swipe.
 */
import { useEffect, useRef, type DragEvent, type MouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { IDLE, swipeStep, type SwipeDirection, type SwipeInput, type SwipeState } from './swipe';

export interface SwipeProps {
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  onLostPointerCapture: (event: ReactPointerEvent<HTMLElement>) => void;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onClickCapture: (event: MouseEvent<HTMLElement>) => void;
}

export function useSwipe(onSwipe: (direction: SwipeDirection) => void): SwipeProps {
  const state = useRef<SwipeState>(IDLE);
  const element = useRef<HTMLElement | null>(null);
  const detach = useRef<(() => void) | null>(null);
  const swiped = useRef(false);
  const onSwipeRef = useRef(onSwipe);
  useEffect(() => {
    onSwipeRef.current = onSwipe;
  });
  useEffect(() => () => detach.current?.(), []);

  const feed = (input: SwipeInput) => {
    const step = swipeStep(state.current, input);
    state.current = step.state;
    const target = element.current;
    if (step.capture && target?.isConnected) {
      try {
        target.setPointerCapture(input.pointerId);
      } catch {
        // The pointer is no longer active (released meanwhile): the window listeners still see the end.
      }
    }
    if (step.ended) {
      detach.current?.();
      detach.current = null;
    }
    if (step.swipe) {
      swiped.current = true;
      onSwipeRef.current(step.swipe);
    }
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    const before = state.current;
    feed({ type: 'down', pointerId: event.pointerId, x: event.clientX, y: event.clientY, isPrimary: event.isPrimary, button: event.button });
    if (state.current === before) return;
    swiped.current = false;
    element.current = event.currentTarget;
    const move = (e: PointerEvent) => feed({ type: 'move', pointerId: e.pointerId, x: e.clientX, y: e.clientY });
    const up = (e: PointerEvent) => feed({ type: 'up', pointerId: e.pointerId, x: e.clientX, y: e.clientY });
    const cancel = (e: PointerEvent) => feed({ type: 'cancel', pointerId: e.pointerId });
    detach.current?.();
    window.addEventListener('pointermove', move, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', cancel, true);
    detach.current = () => {
      window.removeEventListener('pointermove', move, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', cancel, true);
    };
  };

  return {
    onPointerDown,
    // lostpointercapture bubbles: a card losing the implicit touch capture to this element is not ours.
    onLostPointerCapture: (event) => {
      if (event.target !== event.currentTarget) return;
      feed({ type: 'lostcapture', pointerId: event.pointerId, x: event.clientX, y: event.clientY, buttons: event.buttons });
    },
    // A mouse drag over a card would start the browser's own link/image drag and cancel the swipe.
    onDragStart: (event) => event.preventDefault(),
    // A swipe that ends over a card is not a click on it (keyboard clicks, detail 0, always pass).
    onClickCapture: (event) => {
      if (swiped.current && event.detail > 0) {
        event.preventDefault();
        event.stopPropagation();
        swiped.current = false;
      }
    },
  };
}
