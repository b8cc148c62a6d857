import { intlLocale } from '@member-area/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { formatDuration, isMediaType, paths } from '../../browse';
import type { LibraryEntry } from '../hooks';
import styles from './Library.module.css';

/** Collection and history rows: cover, title, artist, type, when, duration, and a remove button. */
export function LibraryList({
  entries,
  onRemove,
  removeLabel,
  addedLabel,
  testId,
}: {
  entries: LibraryEntry[];
  onRemove: (entry: LibraryEntry) => void;
  removeLabel: (title: string) => string;
  addedLabel: (when: string) => string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  return (
    <ul className={styles.list} data-testid={testId}>
      {entries.map((entry) => {
        const type = isMediaType(entry.type) ? entry.type : null;
        return (
          <li key={`${entry.type}:${entry.id}`} className={styles.entry} data-testid={`${testId}-entry`}>
            <Link to={paths.details(entry.type, entry.id, entry.title)} className={styles.link}>
              <img
                className={styles.thumb}
                src={entry.thumbnail.url}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.text}>
                <span className={styles.title} data-testid={`${testId}-title`}>
                  {entry.title}
                </span>
                <span className={styles.meta}>
                  {[
                    type ? t(`menu.${type}`) : entry.type,
                    entry.artist,
                    addedLabel(date.format(new Date(entry.addedAt))),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <span className={styles.duration}>{formatDuration(entry.duration)}</span>
            </Link>
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(entry)}
              aria-label={removeLabel(entry.title)}
              data-testid={`${testId}-remove`}
            >
              <Icon name="trash" size={18} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function LibrarySkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.list} role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={72} radius={12} />
      ))}
    </div>
  );
}
