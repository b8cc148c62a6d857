import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { useCollection, useRemoveFromCollection } from '../hooks';
import { LibraryBody } from './LibraryBody';
import styles from './Library.module.css';

/** collection: the titles the member saved, newest first; removing is instant (optimistic). */
export function CollectionScreen() {
  const { t } = useTranslation();
  const collection = useCollection();
  const remove = useRemoveFromCollection();
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.pageTitle}>{t('collection.title')}</h1>
        {collection.data && collection.data.length > 0 ? (
          <span className={styles.count}>{t('collection.count', { count: collection.data.length })}</span>
        ) : null}
      </header>
      <LibraryBody
        list={collection}
        testId="collection"
        onRemove={(entry) => remove.mutate({ type: entry.type, id: entry.id })}
        removeLabel={(title) => t('collection.remove', { title })}
        addedLabel={(when) => t('collection.addedOn', { when })}
        empty={
          <EmptyState
            icon="heart"
            title={t('collection.empty.title')}
            data-testid="collection-empty"
            actions={
              <ButtonLink to="/browse/movie" variant="secondary">
                {t('collection.empty.browse')}
              </ButtonLink>
            }
          >
            {t('collection.empty.body')}
          </EmptyState>
        }
      />
    </div>
  );
}
