import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/Button';
import { accountStyles as styles, formatDate, ListBody, Panel } from '../../account';
import { useGiveawaysEntered } from '../hooks';

/** The account page's giveaways tab: the member's entries, each with a way to its giveaway. */
export function GiveawaysSection() {
  const { t, i18n } = useTranslation();
  const query = useGiveawaysEntered();
  return (
    <Panel title={t('account.giveaways.title')} description={t('account.giveaways.description')}>
      <ListBody
        query={query}
        items={query.data}
        empty={{ title: t('account.giveaways.none'), icon: 'ticket', 'data-testid': 'no-giveaways' }}
      >
        {(items) => (
          <ul className={styles.list} data-testid="giveaways-entered">
            {items.map((entry) => (
              <li key={entry.id} className={styles.listItem}>
                <div>
                  <strong>{entry.name}</strong>
                  <div className={styles.muted}>{formatDate(entry.date, i18n.language)}</div>
                </div>
                <div className={styles.formActions}>
                  <span className={styles.badge}>
                    {t(`account.giveaways.kind.${entry.kind}`, { defaultValue: entry.kind })}
                  </span>
                  <span className={styles.badge}>
                    {t('account.giveaways.entries', { count: entry.entries })}
                  </span>
                  <ButtonLink to={`/giveaways/id/${entry.sweepId}`} size="sm" variant="ghost">
                    {t('account.giveaways.view')}
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </Panel>
  );
}
