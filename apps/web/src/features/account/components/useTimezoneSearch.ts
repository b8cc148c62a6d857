import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { filterTimezones, keyStep, movedIndex, openingIndex, type TimezoneOption } from './timezone-rules';

/**
 * The time-zone dialog's state: open or not, the search, the zones it finds and the highlighted one;
 * arrow and page keys move the highlight (scrolling it into view), Enter chooses it.
 */
export function useTimezoneSearch(
  zones: readonly TimezoneOption[],
  value: string,
  onChange: (id: string) => void,
) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const results = useMemo(() => filterTimezones(zones, query), [zones, query]);

  const choose = (zoneId: string) => {
    onChange(zoneId);
    setOpen(false);
    setQuery('');
  };

  const move = (delta: number) => {
    const next = movedIndex(active, delta, results.length);
    if (next === null) return;
    setActive(next);
    listRef.current?.querySelectorAll('li')[next]?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = keyStep(event.key);
    if (step !== undefined) {
      event.preventDefault();
      move(step);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const zone = results[active];
      if (zone) choose(zone.id);
    }
  };

  const show = () => {
    setActive(openingIndex(zones, value));
    setOpen(true);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  };

  const search = (text: string) => {
    setQuery(text);
    setActive(0);
  };

  return { open, query, active, setActive, results, listRef, choose, onKeyDown, show, onOpenChange, search };
}
