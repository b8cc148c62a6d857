/** Pure list edits for the optimistic collection and history (SPEC.md 4 "Optimistic lists"). */
export interface LibraryEntryLike {
  id: string;
  type: string;
}

const same = (a: LibraryEntryLike, type: string, id: string) => a.type === type && a.id === id;

/** Adds the entry at the top (newest first); an entry already there moves to the top, never twice. */
export function withEntry<T extends LibraryEntryLike>(list: readonly T[], entry: T): T[] {
  return [entry, ...list.filter((item) => !same(item, entry.type, entry.id))];
}

export function withoutEntry<T extends LibraryEntryLike>(list: readonly T[], type: string, id: string): T[] {
  return list.filter((item) => !same(item, type, id));
}

export function hasEntry(list: readonly LibraryEntryLike[] | undefined, type: string, id: string): boolean {
  return (list ?? []).some((item) => same(item, type, id));
}
