import { intlLocale } from '@member-area/domain';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MediaType } from '@member-area/domain';
import type { GenresQuery } from '../../../gql/graphql';
import { paths } from '../paths';
import styles from './Browse.module.css';

type Genre = GenresQuery['content']['genres'][number];

/** Stable hue per genre key, so tiles are told apart at a glance. */
function hue(key: string): number {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function GenreTiles({ media, genres, limit }: { media: MediaType; genres: Genre[]; limit?: number }) {
  const { t, i18n } = useTranslation();
  const shown = limit ? genres.slice(0, limit) : genres;
  const format = new Intl.NumberFormat(intlLocale(i18n.language));
  return (
    <ul className={styles.genreGrid} data-testid="genre-tiles">
      {shown.map((genre) => (
        <li key={genre.id}>
          <Link
            to={paths.genre(media, genre.key)}
            className={styles.genreTile}
            style={{ '--tile': `hsl(${hue(genre.key)} 70% 50%)` } as CSSProperties}
            data-testid={`genre-${genre.key}`}
          >
            <span className={styles.genreName}>{genre.title}</span>
            <span className={styles.genreCount}>
              {t('browse.titleCount', {
                count: genre.titleCount,
                formatted: format.format(genre.titleCount),
              })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
