import { useRef, type MutableRefObject } from 'react';

/**
 * The values of the last render, for event handlers and unmount flushes that must not re-bind
 * (and so re-subscribe) on every render.
 */
export function useLatest<T>(value: T): MutableRefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
