import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { playlistErrorText } from '../errors';
import { useCreatePlaylist, usePlaylists } from '../hooks';
import { NameForm } from './NameForm';
import { PlaylistPanel } from './PlaylistPanel';
import styles from './Playlists.module.css';

/** playlists: the member's playlists; create, rename, delete; remove and reorder tracks. */
export function PlaylistsScreen() {
  const { t } = useTranslation();
  const playlists = usePlaylists();
  const create = useCreatePlaylist();
  const [params, setParams] = useSearchParams();
  const [createError, setCreateError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const requested = params.get('id');
  const list = useMemo(() => playlists.data ?? [], [playlists.data]);
  const selected = list.find((p) => p.id === requested)?.id ?? list[0]?.id ?? null;

  useEffect(() => {
    // A deleted or unknown id in the URL falls back to the first playlist.
    if (playlists.isSuccess && requested && !list.some((p) => p.id === requested)) {
      setParams({}, { replace: true });
    }
  }, [playlists.isSuccess, requested, list, setParams]);

  const select = (id: string) => setParams({ id }, { replace: true });

  return (
    <div className={styles.page}>
      <aside className={styles.sidebar}>
        <h1 className={styles.pageTitle}>{t('playlists.title')}</h1>
        <NameForm
          key={formKey}
          submitLabel={t('playlists.create')}
          pending={create.isPending}
          testId="create-playlist"
          onSubmit={(name) =>
            create.mutate(name, {
              onSuccess: (playlist) => {
                setCreateError(null);
                setFormKey((k) => k + 1);
                if (playlist) select(playlist.id);
              },
              onError: (failure) => setCreateError(playlistErrorText(t, failure)),
            })
          }
        />
        {createError ? (
          <p className={styles.formError} role="alert">
            {createError}
          </p>
        ) : null}
        {playlists.isPending ? (
          <div role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={60} style={{ marginBottom: 6 }} />
            ))}
          </div>
        ) : list.length > 0 ? (
          <PlaylistList list={list} selected={selected} />
        ) : null}
      </aside>
      {playlists.isPending ? null : selected ? (
        <PlaylistPanel key={selected} id={selected} onDeleted={() => setParams({}, { replace: true })} />
      ) : (
        <EmptyState icon="list" title={t('playlists.empty.none')} data-testid="playlists-empty">
          {t('playlists.empty.noneBody')}
        </EmptyState>
      )}
    </div>
  );
}

/** The member's playlists in the sidebar, the selected one marked. */
function PlaylistList({
  list,
  selected,
}: {
  list: ReturnType<typeof usePlaylists>['data'] & object;
  selected: string | null;
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} data-testid="playlist-list">
      {list.map((playlist) => (
        <li key={playlist.id}>
          <Link
            to={`/playlists?id=${encodeURIComponent(playlist.id)}`}
            replace
            className={styles.listLink}
            aria-current={playlist.id === selected ? 'true' : undefined}
            data-testid="playlist-link"
          >
            <span className={styles.listIcon} aria-hidden="true">
              <Icon name="music" size={18} />
            </span>
            <span className={styles.listText}>
              <span className={styles.listName}>{playlist.name}</span>
              <span className={styles.listMeta}>
                {t('playlists.trackCount', { count: playlist.trackCount })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
