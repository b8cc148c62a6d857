/** Pure edits of the side-menu list the editor shows (order is the menu's order). */

/** The list with the item at `index` moved by `delta` places (-1 up, +1 down); unchanged at an end. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1) as [T];
  next.splice(target, 0, item);
  return next;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

export function replaceItem<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((existing, position) => (position === index ? item : existing));
}
