import { formatOffset, timezoneOffsetMinutes } from '@member-area/domain';

export interface TimezoneView {
  id: string;
  label: string;
  offset: string;
  offsetMinutes: number;
}

const ZONES: string[] = (() => {
  const list = Intl.supportedValuesOf('timeZone');
  return list.includes('UTC') ? list : ['UTC', ...list];
})();
const ZONE_SET = new Set(ZONES);

export function isKnownTimezone(id: string): boolean {
  return ZONE_SET.has(id);
}

let cache: { hour: number; list: TimezoneView[] } | null = null;

/** Every IANA zone Intl knows, labelled with its offset at `now` (cached for the hour: offsets move with DST). */
export function timezoneList(now: Date): TimezoneView[] {
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (cache?.hour === hour) return cache.list;
  const list = ZONES.map((id) => {
    const minutes = timezoneOffsetMinutes(id, now);
    const offset = formatOffset(minutes);
    return { id, offsetMinutes: minutes, offset, label: `(UTC${offset}) ${id.replace(/_/g, ' ')}` };
  }).sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id));
  cache = { hour, list };
  return list;
}
