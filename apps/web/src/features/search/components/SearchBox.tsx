import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { useSafeNavigate } from '../../../app/navigation';
import { isMediaType, paths } from '../../browse';
import { normalizeQuery, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '../limits';
import { useDebounced } from '../hooks/useDebounced';
import styles from './SearchBox.module.css';

/**
 * The search field of the top bar (and of the results page). Enter opens `/search?q=`; on the results
 * page itself, typing refreshes the results after a short pause. On a browse page the search is
 * scoped to that media type.
 */
export function SearchBox({ variant = 'bar', autoFocus }: { variant?: 'bar' | 'page'; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useSafeNavigate();
  const onResults = location.pathname === '/search';
  const browseType = /^\/browse\/([a-z]+)/.exec(location.pathname)?.[1];
  const typeParam = onResults ? params.get('type') : browseType;
  const scope = isMediaType(typeParam ?? undefined)
    ? (typeParam as Parameters<typeof paths.search>[1])
    : null;
  const urlQuery = onResults ? (params.get('q') ?? '') : '';
  const [text, setText] = useState(urlQuery);
  const typed = useRef(false);
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);

  // Follow the URL (back/forward, another search box) unless the member is typing here.
  useEffect(() => {
    if (!typed.current) setText(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    if (!onResults || !typed.current) return;
    const query = normalizeQuery(settled);
    if (query === normalizeQuery(urlQuery)) return;
    navigate(paths.search(query, scope), { replace: true });
  }, [settled, onResults, scope, urlQuery, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    typed.current = false;
    navigate(paths.search(normalizeQuery(text), scope), { replace: onResults });
  };

  const label = scope ? t('search.placeholderIn', { type: t(`menu.${scope}`) }) : t('search.placeholder');
  return (
    <form role="search" className={[styles.form, styles[variant]].join(' ')} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {/* The form's submit button (pa11y: a form needs one); the field's Enter submits it too. */}
      <button
        type="submit"
        className={styles.submit}
        aria-label={t('search.submit')}
        data-testid="search-submit"
      >
        <Icon name="search" size={18} />
      </button>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        // The results page focuses its own field so the member can type at once.
        autoFocus={autoFocus}
        data-testid={variant === 'bar' ? 'search-input' : 'search-page-input'}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
        }}
        onBlur={() => {
          typed.current = false;
        }}
      />
    </form>
  );
}
