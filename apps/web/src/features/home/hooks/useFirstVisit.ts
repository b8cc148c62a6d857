import { useEffect, useRef } from 'react';
import { hasTag, MA_VISITED_TAG } from '@member-area/domain';
import { useSetMarkerTag } from '../../member';
import type { Viewer } from '../../../app/shell/ShellContext';

/**
 * SPEC.md 4: ma_visited:true is set on the first visit; the server records the first-visit event
 * when it sees the tag arrive. Sent once per page load at most.
 */
export function useFirstVisit(viewer: Viewer): void {
  const sent = useRef(false);
  const setMarkerTag = useSetMarkerTag('home');
  const visited = hasTag(viewer.tags, MA_VISITED_TAG);
  useEffect(() => {
    if (visited || sent.current) return;
    sent.current = true;
    void setMarkerTag(MA_VISITED_TAG);
  }, [visited, setMarkerTag]);
}
