import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import type { PlaylistQuery } from '../../gql/graphql';
import { ensureSucceeded } from '../collection';
import {
  addTracksToPlaylistMutation,
  createPlaylistMutation,
  deletePlaylistMutation,
  moveTrackInPlaylistMutation,
  playlistKeys,
  playlistQuery,
  playlistsQuery,
  removeTrackFromPlaylistMutation,
  renamePlaylistMutation,
} from './queries';
import { moveItem } from '@member-area/domain';

export type PlaylistDetail = NonNullable<PlaylistQuery['content']['playlist']>;

export function usePlaylists(enabled = true) {
  return useQuery({
    queryKey: playlistKeys.list,
    queryFn: async () => (await gqlRequest(playlistsQuery)).content.playlists,
    enabled,
  });
}

export function usePlaylist(id: string | null) {
  return useQuery({
    queryKey: playlistKeys.one(id ?? ''),
    queryFn: async () => (await gqlRequest(playlistQuery, { id: id ?? '' })).content.playlist,
    enabled: id !== null,
  });
}

function useRefreshPlaylists() {
  const client = useQueryClient();
  return (id?: string) => {
    void client.invalidateQueries({ queryKey: playlistKeys.list });
    if (id) void client.invalidateQueries({ queryKey: playlistKeys.one(id) });
  };
}

/* Playlist mutations show their failure next to the form or list that made them (quiet). */

export function useCreatePlaylist() {
  const refresh = useRefreshPlaylists();
  return useMutation({
    mutationFn: async (name: string) => {
      const result = (await gqlRequest(createPlaylistMutation, { name })).content.createPlaylist;
      ensureSucceeded(result.responseResult);
      return result.playlist;
    },
    onSuccess: () => refresh(),
  });
}

export function useRenamePlaylist() {
  const refresh = useRefreshPlaylists();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) => {
      const result = (await gqlRequest(renamePlaylistMutation, { id, name })).content.renamePlaylist;
      ensureSucceeded(result.responseResult);
      return result.playlist;
    },
    onSuccess: (_playlist, { id }) => refresh(id),
  });
}

export function useDeletePlaylist() {
  const refresh = useRefreshPlaylists();
  return useMutation({
    mutationFn: async (id: string) => {
      const result = (await gqlRequest(deletePlaylistMutation, { id })).content.deletePlaylist;
      ensureSucceeded(result.responseResult);
    },
    onSuccess: () => refresh(),
  });
}

export function useAddTracks() {
  const refresh = useRefreshPlaylists();
  return useMutation({
    mutationFn: async ({ playlistId, trackIds }: { playlistId: string; trackIds: string[] }) => {
      const result = (await gqlRequest(addTracksToPlaylistMutation, { playlistId, trackIds })).content
        .addTracksToPlaylist;
      ensureSucceeded(result.responseResult);
      return result.playlist;
    },
    onSuccess: (_p, { playlistId }) => refresh(playlistId),
  });
}

export function useRemoveTrack() {
  const client = useQueryClient();
  const refresh = useRefreshPlaylists();
  return useMutation({
    mutationFn: async ({ playlistId, trackId }: { playlistId: string; trackId: string }) => {
      const result = (await gqlRequest(removeTrackFromPlaylistMutation, { playlistId, trackId })).content
        .removeTrackFromPlaylist;
      ensureSucceeded(result.responseResult);
    },
    onMutate: async ({ playlistId, trackId }) => {
      const key = playlistKeys.one(playlistId);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<PlaylistDetail | null>(key);
      if (previous) {
        client.setQueryData<PlaylistDetail>(key, {
          ...previous,
          trackCount: previous.trackCount - 1,
          tracks: previous.tracks.filter((track) => track.id !== trackId),
        });
      }
      return { previous };
    },
    onError: (_e, { playlistId }, context) => {
      if (context?.previous) client.setQueryData(playlistKeys.one(playlistId), context.previous);
    },
    onSettled: (_d, _e, { playlistId }) => refresh(playlistId),
  });
}

/**
 * Moves a track. The server refuses a move based on an old version of the playlist
 * (errorCode stale_playlist): the caller refetches and tells the member.
 */
export function useMoveTrack() {
  const client = useQueryClient();
  const refresh = useRefreshPlaylists();
  return useMutation({
    mutationFn: async (vars: {
      playlistId: string;
      trackId: string;
      toIndex: number;
      expectedVersion: number;
    }) => {
      const result = (await gqlRequest(moveTrackInPlaylistMutation, vars)).content.moveTrackInPlaylist;
      ensureSucceeded(result.responseResult);
      return result.playlist;
    },
    onMutate: async ({ playlistId, trackId, toIndex }) => {
      const key = playlistKeys.one(playlistId);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<PlaylistDetail | null>(key);
      if (previous) {
        const track = previous.tracks.find((entry) => entry.id === trackId);
        const tracks = track ? moveItem(previous.tracks, track, toIndex) : null;
        if (tracks) client.setQueryData<PlaylistDetail>(key, { ...previous, tracks });
      }
      return { previous };
    },
    onSuccess: (playlist, { playlistId }) => {
      const key = playlistKeys.one(playlistId);
      const current = client.getQueryData<PlaylistDetail | null>(key);
      if (current && playlist)
        client.setQueryData<PlaylistDetail>(key, { ...current, version: playlist.version });
    },
    onError: (_e, { playlistId }, context) => {
      if (context?.previous) client.setQueryData(playlistKeys.one(playlistId), context.previous);
      refresh(playlistId);
    },
  });
}
