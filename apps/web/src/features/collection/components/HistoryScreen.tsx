import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { useClearHistory, useHistory, useRemoveFromHistory } from '../hooks';
import { LibraryBody } from './LibraryBody';
import styles from './Library.module.css';

/** history: what the member played, most recent first; remove one or clear all (after confirming). */
export function HistoryScreen() {
  const { t } = useTranslation();
  const history = useHistory();
  const remove = useRemoveFromHistory();
  const clear = useClearHistory();
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.pageTitle}>{t('collection.history.title')}</h1>
        {history.data && history.data.length > 0 ? (
          <ConfirmDialog
            title={t('collection.history.clearConfirm.title')}
            body={t('collection.history.clearConfirm.body')}
            confirmLabel={t('collection.history.clear')}
            cancelLabel={t('playlists.cancel')}
            onConfirm={(close) => {
              close();
              clear.mutate();
            }}
            trigger={
              <Button
                variant="secondary"
                size="sm"
                icon={<Icon name="trash" size={16} />}
                data-testid="history-clear"
              >
                {t('collection.history.clear')}
              </Button>
            }
          />
        ) : null}
      </header>
      <LibraryBody
        list={history}
        testId="history"
        onRemove={(entry) => remove.mutate({ type: entry.type, id: entry.id })}
        removeLabel={(title) => t('collection.history.remove', { title })}
        addedLabel={(when) => t('collection.history.playedOn', { when })}
        empty={
          <EmptyState
            icon="clock"
            title={t('collection.history.empty.title')}
            data-testid="history-empty"
            actions={
              <ButtonLink to="/browse/music" variant="secondary">
                {t('collection.history.empty.browse')}
              </ButtonLink>
            }
          >
            {t('collection.history.empty.body')}
          </EmptyState>
        }
      />
    </div>
  );
}
