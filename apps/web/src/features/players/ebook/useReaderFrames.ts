import { useCallback, useEffect, type RefObject } from 'react';

/**
 * epub.js renders each page in an iframe of its own. Each frame gets a name (WCAG 4.1.2), and
 * `forwardFrameKey` replays the keys a frame keeps where the host listens (on `root`).
 */
export function useReaderFrames(
  root: RefObject<HTMLElement | null>,
  viewer: RefObject<HTMLElement | null>,
  frameTitle: string,
) {
  useEffect(() => {
    const element = viewer.current;
    if (!element) return;
    const name = () => {
      for (const frame of element.querySelectorAll('iframe')) {
        if (frame.title !== frameTitle) frame.title = frameTitle;
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [viewer, frameTitle]);

  const forwardFrameKey = useCallback(
    (event: KeyboardEvent) => {
      root.current?.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: event.key,
          code: event.code,
          shiftKey: event.shiftKey,
          ctrlKey: event.ctrlKey,
          altKey: event.altKey,
          metaKey: event.metaKey,
          bubbles: true,
          cancelable: true,
        }),
      );
    },
    [root],
  );
  return { forwardFrameKey };
}
