import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { impactProgressPercent, intlLocale } from '@member-area/domain';
import { ButtonLink } from '@web/ui/Button';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound, useBrandPage } from '../ui/useBrandPage';
import type { ConsoleImpactItemFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import { impactBrandKey, impactsKey } from './impact-keys';
import { BrandImpactItems, ImpactBrand, SetImpactItemActive } from './queries';
import desk from '../ui/Desk.module.css';
import styles from './Impacts.module.css';

type Outcome = { tone: 'success' | 'danger'; text: string };

/** The item's name in the interface language, else its English (stored) one. */
export function impactNameIn(texts: readonly { lang: string; name: string }[], lang: string): string {
  return texts.find((t) => t.lang === lang)?.name ?? texts.find((t) => t.lang === 'en-us')?.name ?? '';
}

/**
 * `/brands/:brandId/impacts`: the causes the brand's members fund with coins, by category: price per
 * unit, what is funded of the target, the member's target, languages, and an "offered" switch
 * (brand.edit). Members see a change on their next page.
 */
export function ImpactsPage() {
  const { t } = useTranslation();
  const { brandId, brandName, missing } = useBrandPage({
    brandKey: impactBrandKey,
    document: ImpactBrand,
    documentTitle: (brandName) => t('impacts.titleOf', { brand: brandName }),
  });
  const location = useLocation();
  const arrived = (location.state as { outcome?: string } | null)?.outcome ?? null;
  const [outcome, setOutcome] = useState<Outcome | null>(arrived ? { tone: 'success', text: arrived } : null);
  const items = useQuery({
    queryKey: impactsKey(brandId),
    queryFn: () => consoleRequest(BrandImpactItems, { brandId }),
  });
  const newPath = `/brands/${encodeURIComponent(brandId)}/impacts/new`;
  const hasCategories = (items.data?.impactCategories.length ?? 0) > 0;

  if (missing) return <BrandNotFound title={t('impacts.title')} />;

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('impacts.titleOf', { brand: brandName })}
        sections
        actions={
          hasCategories ? (
            <ButtonLink to={newPath} icon={<Icon name="plus" size={18} />} data-testid="impact-new">
              {t('impacts.newItem')}
            </ButtonLink>
          ) : null
        }
      />
      <p className={`console-muted ${desk.note}`}>{t('impacts.intro')}</p>
      {outcome ? (
        <Notice
          className={desk.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="impacts-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <QueryState
        query={items}
        isEmpty={(data) => data.impactItems.length === 0}
        empty={{
          title: hasCategories ? t('impacts.empty') : t('impacts.noCategories'),
          icon: 'list',
          action: hasCategories ? <ButtonLink to={newPath}>{t('impacts.newItem')}</ButtonLink> : undefined,
        }}
      >
        {(data) => <ItemTable brandId={brandId} items={data.impactItems} onOutcome={setOutcome} />}
      </QueryState>
    </>
  );
}

function ItemTable({
  brandId,
  items,
  onOutcome,
}: {
  brandId: string;
  items: readonly ConsoleImpactItemFieldsFragment[];
  onOutcome(outcome: Outcome): void;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  return (
    <ScrollRegion label={t('impacts.caption')} className={desk.scroll}>
      <table className={tableStyles.table} data-testid="impact-list">
        <caption className="visually-hidden">{t('impacts.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('impacts.columns.item')}</th>
            <th scope="col">{t('impacts.columns.category')}</th>
            <th scope="col" className={desk.number}>
              {t('impacts.columns.price')}
            </th>
            <th scope="col">{t('impacts.columns.funded')}</th>
            <th scope="col" className={desk.number}>
              {t('impacts.columns.memberTarget')}
            </th>
            <th scope="col" className={desk.number}>
              {t('impacts.columns.languages')}
            </th>
            <th scope="col">{t('impacts.columns.offered')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const name = impactNameIn(item.texts, i18n.language);
            const unit = item.texts.find((x) => x.lang === i18n.language)?.unit ?? item.texts[0]?.unit ?? '';
            return (
              <tr key={item.id} data-testid={`impact-row-${item.id}`}>
                <td>
                  <Link
                    className={desk.link}
                    to={`/brands/${encodeURIComponent(brandId)}/impacts/${encodeURIComponent(item.id)}`}
                  >
                    {name}
                  </Link>
                  <div className="console-muted console-mono">{item.slug}</div>
                </td>
                <td>{item.categoryName}</td>
                <td className={desk.number}>
                  {t('impacts.pricePer', { coins: number.format(item.pricePerUnit), unit })}
                </td>
                <td className={styles.progress}>
                  {number.format(item.fundedQuantity)} / {number.format(item.targetQuantity)}
                  <div className="console-muted">
                    {t('impacts.percent', {
                      percent: number.format(impactProgressPercent(item.targetQuantity, item.fundedQuantity)),
                    })}
                  </div>
                </td>
                <td className={desk.number}>{number.format(item.memberTarget)}</td>
                <td className={desk.number}>{number.format(item.texts.length)}</td>
                <td>
                  <ActiveSwitch item={item} name={name} brandId={brandId} onOutcome={onOutcome} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A checkbox shown as a switch: members see and fund the item, or no longer (setImpactItemActive). */
function ActiveSwitch({
  item,
  name,
  brandId,
  onOutcome,
}: {
  item: ConsoleImpactItemFieldsFragment;
  name: string;
  brandId: string;
  onOutcome(outcome: Outcome): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: async (active: boolean) =>
      (await consoleRequest(SetImpactItemActive, { id: item.id, active })).setImpactItemActive,
    onSuccess: (answer, active) => {
      if (!answer.responseResult.succeeded) {
        onOutcome({ tone: 'danger', text: errorText(t, answer.responseResult.errorCode) });
        return;
      }
      onOutcome({
        tone: 'success',
        text: active ? t('impacts.nowOn', { name }) : t('impacts.nowOff', { name }),
      });
      void queryClient.invalidateQueries({ queryKey: impactsKey(brandId) });
    },
    onError: (error) => onOutcome({ tone: 'danger', text: errorText(t, errorCodeOfError(error)) }),
  });
  const checked = toggle.isPending ? Boolean(toggle.variables) : item.active;
  return (
    <label className={desk.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-disabled={toggle.isPending || undefined}
        onChange={(event) => {
          if (!toggle.isPending) toggle.mutate(event.target.checked);
        }}
        data-testid={`impact-active-${item.id}`}
      />
      <span className={desk.track} aria-hidden="true" />
      <span className="visually-hidden">{name}: </span>
      <span>{t('impacts.offered')}</span>
    </label>
  );
}
