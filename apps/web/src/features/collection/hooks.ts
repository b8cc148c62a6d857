import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import type { CollectionChangeFieldsFragment, CollectionQuery } from '../../gql/graphql';
import {
  addToCollectionMutation,
  collectionQuery,
  historyQuery,
  libraryKeys,
  removeAllFromHistoryMutation,
  removeFromCollectionMutation,
  removeFromHistoryMutation,
} from './queries';
import { ensureSucceeded } from './mutation-result';
import { withEntry, withoutEntry } from './optimistic';

export type LibraryEntry = CollectionQuery['content']['collection'][number];

export function useCollection() {
  return useQuery({
    queryKey: libraryKeys.collection,
    queryFn: async () => (await gqlRequest(collectionQuery)).content.collection,
  });
}

export function useHistory() {
  return useQuery({
    queryKey: libraryKeys.history,
    queryFn: async () => (await gqlRequest(historyQuery)).content.history,
  });
}

type Key = typeof libraryKeys.collection | typeof libraryKeys.history;

/**
 * SPEC.md 4/8: the list changes locally first; the server call follows. A failure puts the list back
 * and (meta quiet: false) sends the member to the error screen.
 */
async function applyOptimistic(
  client: QueryClient,
  key: Key,
  change: (list: LibraryEntry[]) => LibraryEntry[],
): Promise<{ previous: LibraryEntry[] | undefined }> {
  await client.cancelQueries({ queryKey: key });
  const previous = client.getQueryData<LibraryEntry[]>(key);
  client.setQueryData<LibraryEntry[]>(key, change(previous ?? []));
  return { previous };
}

function rollback(
  client: QueryClient,
  key: Key,
  context: { previous: LibraryEntry[] | undefined } | undefined,
) {
  if (context) client.setQueryData(key, context.previous);
  else void client.invalidateQueries({ queryKey: key });
}

export interface CollectionTitle {
  type: string;
  id: string;
  title: string;
  artist?: string | null;
  duration?: number | null;
  thumbnailUrl: string;
}

export function useAddToCollection() {
  const client = useQueryClient();
  return useMutation({
    meta: { quiet: false },
    mutationFn: async (title: CollectionTitle) => {
      const result = (
        await gqlRequest(addToCollectionMutation, {
          type: title.type,
          id: title.id,
          title: title.title,
          artist: title.artist ?? null,
          duration: title.duration ?? null,
        })
      ).content.addToCollection;
      ensureSucceeded(result.responseResult);
      return result.entries;
    },
    onMutate: (title) =>
      applyOptimistic(client, libraryKeys.collection, (list) =>
        withEntry(list, {
          id: title.id,
          type: title.type,
          title: title.title,
          artist: title.artist ?? null,
          duration: title.duration ?? null,
          addedAt: new Date().toISOString(),
          thumbnail: { url: title.thumbnailUrl },
        }),
      ),
    onError: (_error, _title, context) => rollback(client, libraryKeys.collection, context),
    onSuccess: (entries) => client.setQueryData(libraryKeys.collection, entries),
  });
}

/** One title out of a list, by its type and id. */
interface EntryRef {
  type: string;
  id: string;
}

/** Removing a title works the same on both lists; only the list's key and the server call differ. */
function useRemoveEntry(key: Key, remove: (entry: EntryRef) => Promise<CollectionChangeFieldsFragment>) {
  const client = useQueryClient();
  return useMutation({
    meta: { quiet: false },
    mutationFn: async (entry: EntryRef) => {
      const result = await remove(entry);
      ensureSucceeded(result.responseResult);
      return result.entries;
    },
    onMutate: ({ type, id }) => applyOptimistic(client, key, (list) => withoutEntry(list, type, id)),
    onError: (_error, _vars, context) => rollback(client, key, context),
    onSuccess: (entries) => client.setQueryData(key, entries),
  });
}

export function useRemoveFromCollection() {
  return useRemoveEntry(
    libraryKeys.collection,
    async (entry) => (await gqlRequest(removeFromCollectionMutation, entry)).content.removeFromCollection,
  );
}

export function useRemoveFromHistory() {
  return useRemoveEntry(
    libraryKeys.history,
    async (entry) => (await gqlRequest(removeFromHistoryMutation, entry)).content.removeFromHistory,
  );
}

export function useClearHistory() {
  const client = useQueryClient();
  return useMutation({
    meta: { quiet: false },
    mutationFn: async () => {
      const result = (await gqlRequest(removeAllFromHistoryMutation)).content.removeAllFromHistory;
      ensureSucceeded(result.responseResult);
    },
    onMutate: () => applyOptimistic(client, libraryKeys.history, () => []),
    onError: (_error, _vars, context) => rollback(client, libraryKeys.history, context),
  });
}
