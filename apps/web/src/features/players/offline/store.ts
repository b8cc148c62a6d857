import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ProgressWrite } from '@member-area/domain';
import type { PlaybackData } from '../core/contract';

/** A title kept for offline use: the Playback answer it was downloaded with and its cached files. */
export interface DownloadRecord {
  /** progressKey: `${mediaType}:${id}`. */
  key: string;
  mediaType: string;
  id: string;
  title: string;
  /** Its URLs carry tokens that have long expired; the service worker finds the files without them. */
  playback: PlaybackData;
  /** Cache Storage keys (offlineMediaKey) of its files. */
  files: string[];
  bytes: number;
  savedAt: string;
  /** The cover, for the offline page (absent on downloads made before covers were kept). */
  cover?: Blob | null;
}

/** A saved position waiting for the server (the outbox of progress-outbox.ts). */
export interface OutboxEntry extends ProgressWrite {
  key: string;
}

interface OfflineSchema extends DBSchema {
  downloads: { key: string; value: DownloadRecord };
  outbox: { key: string; value: OutboxEntry };
}

const DB_NAME = 'member-area-offline';
const DB_VERSION = 1;

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The device's offline database (IndexedDB through idb), opened once per page. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('downloads', { keyPath: 'key' });
      db.createObjectStore('outbox', { keyPath: 'key' });
    },
  });
  return opened;
}

/** Whether this browser can keep anything offline (private modes may refuse IndexedDB or caches). */
export function offlineStorageAvailable(): boolean {
  return typeof indexedDB !== 'undefined' && typeof caches !== 'undefined';
}
