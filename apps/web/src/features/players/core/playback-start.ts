import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/graphql';
import { sendEvent } from '../../../app/events';
import { addToHistoryMutation, libraryKeys } from '../../collection';
import type { PlaybackData, QueueItem } from './contract';

/**
 * What the host does once per queue entry when playback starts: the title goes to the member's
 * history (content.addToHistory) and a consumption event carries the vendor id (SPEC.md 7).
 */
export function usePlaybackStart() {
  const client = useQueryClient();
  const started = useRef<string | null>(null);

  return useCallback(
    (item: QueueItem, playback: PlaybackData) => {
      if (started.current === item.key) return;
      started.current = item.key;
      void sendEvent({
        namespace: 'consumptions',
        type: `${item.mediaType}:play`,
        extras: { vendor_id: playback.vendor_id },
      });
      gqlRequest(addToHistoryMutation, { type: item.mediaType, id: item.id }).then(
        (result) => {
          const payload = result.content.addToHistory;
          if (payload.responseResult.succeeded) client.setQueryData(libraryKeys.history, payload.entries);
        },
        (error: unknown) => console.warn('[player] history not updated', error),
      );
    },
    [client],
  );
}
