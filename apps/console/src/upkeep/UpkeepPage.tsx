import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/Button';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useDocumentTitle } from '../app/useDocumentTitle';
import type { RunRetentionMutation } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { RunRetention, UPKEEP_KEY, UpkeepSettings } from './queries';
import styles from './UpkeepPage.module.css';

type Pass = NonNullable<RunRetentionMutation['runRetention']['pass']>;
const PASS_ROWS: readonly (keyof Omit<Pass, '__typename'>)[] = [
  'sessions',
  'oneTimeTokens',
  'emailChanges',
  'events',
];

/**
 * `/upkeep` (maintenance.run: owners): the platform's upkeep. The retention job runs every hour on
 * its own; an owner can run one pass now (the operator's `retention`) and see what it deleted.
 */
export function UpkeepPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('upkeep.title'));
  const settings = useQuery({ queryKey: UPKEEP_KEY, queryFn: () => consoleRequest(UpkeepSettings) });
  const [pass, setPass] = useState<Pass | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: async () => (await consoleRequest(RunRetention)).runRetention,
    onSuccess: (answer) => {
      if (answer.responseResult.succeeded && answer.pass) {
        setPass(answer.pass);
        setError(null);
      } else setError(errorText(t, answer.responseResult.errorCode));
    },
    onError: (caught) => setError(errorText(t, (caught as { errorCode?: string }).errorCode)),
  });
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  return (
    <>
      <div className="console-page-header">
        <h1 className="console-page-title">{t('upkeep.title')}</h1>
      </div>
      <QueryState query={settings}>
        {(data) => (
          <section
            className={styles.section}
            aria-labelledby="upkeep-retention"
            data-testid="upkeep-retention"
          >
            <h2 id="upkeep-retention" className={styles.sectionTitle}>
              {t('upkeep.retentionTitle')}
            </h2>
            <p className={styles.text}>
              {t('upkeep.retentionLead', { days: number(data.upkeep?.eventRetentionDays ?? 0) })}
            </p>
            {error ? (
              <Notice tone="danger" role="alert">
                {error}
              </Notice>
            ) : null}
            <div>
              <Button
                variant="secondary"
                onClick={() => run.mutate()}
                loading={run.isPending}
                data-testid="upkeep-run-retention"
              >
                {t('upkeep.runRetention')}
              </Button>
            </div>
            {pass ? (
              <div role="status" data-testid="upkeep-retention-result">
                <table className={tableStyles.table}>
                  <caption className={styles.caption}>{t('upkeep.retentionDone')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('upkeep.what')}</th>
                      <th scope="col">{t('upkeep.deleted')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {PASS_ROWS.map((key) => (
                      <tr key={key}>
                        <th scope="row" className={styles.rowHeader}>
                          {t(`upkeep.rows.${key}`)}
                        </th>
                        <td>{number(pass[key])}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </section>
        )}
      </QueryState>
    </>
  );
}
