import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { keyTarget, swipeStep } from '../catalogue/gallery';

/**
 * The picture shown, moved by the keys (Left, Right, Home, End, wrapping) and by a sideways swipe.
 */
export function useGalleryPosition(count: number) {
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const go = (target: number) => setIndex(((target % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = keyTarget(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    setIndex(target);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
    if (step !== 0) go(index + step);
  };
  const onPointerCancel = () => (start.current = null);
  return { index, setIndex, go, handlers: { onKeyDown, onPointerDown, onPointerUp, onPointerCancel } };
}
