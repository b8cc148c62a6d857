import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { staffMay } from '@member-area/domain';
import { Button, ButtonLink } from '@web/ui/Button';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useStaff } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import type { ConsoleGiveawayFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import { giveawayBrandKey, giveawaysKey } from './giveaway-keys';
import { refusalOf } from './giveaway-form';
import { BrandGiveawayList, GiveawayBrand, GrantMonthlyEntries } from './queries';
import styles from './Giveaways.module.css';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound } from '../ui/useBrandPage';

type Outcome = { tone: 'success' | 'danger'; text: string };

/** `/brands/:brandId/giveaways`: the brand's giveaways (entries.record; giveaways.edit to change them). */
export function GiveawaysPage() {
  const { t } = useTranslation();
  const brandId = useParams().brandId ?? '';
  const staff = useStaff();
  const mayEdit = staffMay(staff, 'giveaways.edit', brandId);
  const location = useLocation();
  const arrived = (location.state as { outcome?: string } | null)?.outcome ?? null;
  const [outcome, setOutcome] = useState<Outcome | null>(arrived ? { tone: 'success', text: arrived } : null);
  const brand = useQuery({
    queryKey: giveawayBrandKey(brandId),
    queryFn: () => consoleRequest(GiveawayBrand, { id: brandId }),
  });
  const giveaways = useQuery({
    queryKey: giveawaysKey(brandId),
    queryFn: () => consoleRequest(BrandGiveawayList, { brandId }),
  });
  const brandName = brand.data?.brand?.name ?? brandId;
  useDocumentTitle(t('giveaways.listTitleOf', { brand: brandName }));
  const newPath = `/brands/${encodeURIComponent(brandId)}/giveaways/new`;

  if (giveaways.isSuccess && !giveaways.data.giveaways) {
    return <BrandNotFound title={t('giveaways.listTitle')} />;
  }

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('giveaways.listTitleOf', { brand: brandName })}
        sections
        actions={
          <>
            {mayEdit ? (
              <div className={styles.actions}>
                {giveaways.data?.giveaways ? (
                  <MonthlyEntriesButton
                    brandId={brandId}
                    month={giveaways.data.giveaways.currentMonth}
                    onOutcome={setOutcome}
                  />
                ) : null}
                <ButtonLink to={newPath} icon={<Icon name="plus" size={18} />} data-testid="giveaway-new">
                  {t('giveaways.newGiveaway')}
                </ButtonLink>
              </div>
            ) : null}
          </>
        }
      />
      {outcome ? (
        <Notice
          className={styles.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="giveaways-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <QueryState
        query={giveaways}
        isEmpty={(data) => (data.giveaways?.list.length ?? 0) === 0}
        empty={{
          title: t('giveaways.empty'),
          icon: 'list',
          action: mayEdit ? <ButtonLink to={newPath}>{t('giveaways.newGiveaway')}</ButtonLink> : undefined,
        }}
      >
        {(data) => <GiveawayTable brandId={brandId} giveaways={data.giveaways?.list ?? []} />}
      </QueryState>
    </>
  );
}

/** "Give this month's free entries": monthly-entries for this brand, for the current month only. */
function MonthlyEntriesButton({
  brandId,
  month,
  onOutcome,
}: {
  brandId: string;
  month: string;
  onOutcome(outcome: Outcome): void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const number = new Intl.NumberFormat(i18n.language);
  const grant = useMutation({
    mutationFn: async () =>
      (await consoleRequest(GrantMonthlyEntries, { brandId, month })).grantMonthlyEntries,
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded) {
        onOutcome({ tone: 'danger', text: refusalOf(t, answer.responseResult, []).text });
        return;
      }
      const entered = answer.lines.reduce((sum, line) => sum + line.entered, 0);
      onOutcome({
        tone: 'success',
        text:
          answer.lines.length === 0
            ? t('giveaways.monthly.none', { month: answer.period ?? month })
            : t('giveaways.monthly.done', {
                month: answer.period ?? month,
                entered: number.format(entered),
                count: answer.lines.length,
              }),
      });
      void queryClient.invalidateQueries({ queryKey: giveawaysKey(brandId) });
    },
    onError: (error) =>
      onOutcome({ tone: 'danger', text: errorText(t, (error as { errorCode?: string }).errorCode) }),
  });
  return (
    <Button
      variant="secondary"
      loading={grant.isPending}
      loadingLabel={t('common.saving')}
      onClick={() => grant.mutate()}
      data-testid="giveaway-monthly-entries"
    >
      {t('giveaways.monthly.action', { month })}
    </Button>
  );
}

function GiveawayTable({
  brandId,
  giveaways,
}: {
  brandId: string;
  giveaways: readonly ConsoleGiveawayFieldsFragment[];
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ScrollRegion label={t('giveaways.listCaption')} className={styles.scroll}>
      <table className={tableStyles.table} data-testid="giveaway-list">
        <caption className="visually-hidden">{t('giveaways.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('giveaways.name')}</th>
            <th scope="col">{t('giveaways.category')}</th>
            <th scope="col">{t('giveaways.monthsOpen')}</th>
            <th scope="col" className={styles.number}>
              {t('giveaways.entries')}
            </th>
            <th scope="col">{t('giveaways.state')}</th>
          </tr>
        </thead>
        <tbody>
          {giveaways.map((g) => (
            <tr key={g.id} data-testid={`giveaway-row-${g.id}`}>
              <td>
                <Link
                  className={styles.name}
                  to={`/brands/${encodeURIComponent(brandId)}/giveaways/${encodeURIComponent(g.id)}`}
                >
                  {g.name}
                </Link>
                <span className="console-muted console-mono"> #{g.id}</span>
              </td>
              <td>{t(`giveaways.categories.${g.category}`, { defaultValue: g.category })}</td>
              <td>
                {g.firstMonth === g.lastMonth ? g.firstMonth : `${g.firstMonth} – ${g.lastMonth}`}
                <span className="console-muted"> ({t('giveaways.monthCount', { count: g.monthsOpen })})</span>
              </td>
              <td className={styles.number}>{number.format(g.entries)}</td>
              <td>
                <span className={styles.badge} data-state={g.state}>
                  {t(`giveaways.states.${g.state}`, { defaultValue: g.state })}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
