import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/Button';
import styles from '../../../ui/PanelContent.module.css';
import { ListBody } from '../../../ui/ListBody';
import { Panel } from '../../../ui/Panel';
import { formatDate } from '../../../app/format';
import { useMemberSweeps } from '../hooks';
import { paths } from '../paths';

/**
 * The account page's giveaways tab (SPEC.md 7 member.info { sweeps }): the member's entries per
 * giveaway, latest first, each with the way to its giveaway; 'no giveaways entered' when none
 * (SPEC.md 8).
 */
export function GiveawaysSection() {
  const { t, i18n } = useTranslation();
  const query = useMemberSweeps();
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
              <li key={entry.sweepId} className={styles.listItem} data-testid="giveaway-entry">
                <div>
                  <strong>{entry.name}</strong>
                  <div className={styles.muted}>
                    {t('account.giveaways.lastEntry', {
                      date: formatDate(entry.lastEnteredAt, i18n.language),
                    })}
                  </div>
                </div>
                <div className={styles.formActions}>
                  <span className={styles.badge}>
                    {t(`account.giveaways.kind.${entry.kind}`, { defaultValue: entry.kind })}
                  </span>
                  <span className={styles.badge} data-testid="giveaway-entry-count">
                    {t('account.giveaways.entries', { count: entry.entries })}
                  </span>
                  <ButtonLink
                    to={paths.giveaway(entry.sweepId)}
                    size="sm"
                    variant="ghost"
                    aria-label={t('account.giveaways.viewLabel', { name: entry.name })}
                  >
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
