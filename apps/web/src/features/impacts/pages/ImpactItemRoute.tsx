import { impactCost } from '@member-area/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { formatNumber } from '../../../app/format';
import { Button, ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Notice } from '../../../ui/Notice';
import { LoadingOrFailed } from '../../../ui/LoadingOrFailed';
import { FundDialog } from '../components/FundDialog';
import { ImpactProgress } from '../components/ImpactProgress';
import { ImpactsBanner } from '../components/ImpactsBanner';
import styles from '../components/Impacts.module.css';
import { useImpactItem, useMyImpacts } from '../hooks';
import { impactPaths } from '../paths';

/** SPEC.md 2 impacts/id/{id}: one item, its progress, what the member funded, and the target modal. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const item = useImpactItem(id);
  const mine = useMyImpacts();
  const [open, setOpen] = useState(false);
  useDocumentTitle(item.data?.name ?? t('impacts.title'));

  if (item.isPending || item.isError)
    return <LoadingOrFailed query={item} loading={t('impacts.loading')} failed={t('impacts.loadFailed')} />;
  const it = item.data;
  if (!it)
    return (
      <EmptyState
        icon="green"
        title={t('impacts.notFound')}
        actions={<ButtonLink to={impactPaths.list()}>{t('impacts.back')}</ButtonLink>}
      />
    );
  const balance = mine.data?.coinsBalance ?? 0;
  const image = it.images[0];
  return (
    <div className={styles.page}>
      <ButtonLink to={impactPaths.list()} variant="ghost" size="sm" className={styles.backLink}>
        {t('impacts.back')}
      </ButtonLink>
      <ImpactsBanner
        scope="item"
        coins={mine.data?.coinsBalance ?? null}
        funded={impactCost(it.funded_quantity, it.price_per_unit)}
        target={impactCost(it.target_quantity, it.price_per_unit)}
      />
      <div className={styles.detail}>
        {image ? (
          <img className={styles.detailImage} src={image.url} alt={image.alt} width={480} height={320} />
        ) : null}
        <div className={styles.detailText}>
          <h1 className={styles.title}>{it.name}</h1>
          <p className={styles.muted}>{it.description}</p>
          <ImpactProgress item={it} />
          <ImpactFacts item={it} />
          {it.remaining_quantity > 0 ? (
            <Button
              onClick={() => setOpen(true)}
              aria-haspopup="dialog"
              data-testid="fund-impact"
              disabled={!mine.data}
            >
              {t('impacts.fund')}
            </Button>
          ) : (
            <Notice tone="success">{t('impacts.reached')}</Notice>
          )}
        </div>
      </div>
      {open ? <FundDialog item={it} balance={balance} open={open} onOpenChange={setOpen} /> : null}
    </div>
  );
}

/** Price per unit, what remains, the member's target and what the member funded. */
function ImpactFacts({ item: it }: { item: NonNullable<ReturnType<typeof useImpactItem>['data']> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <dl className={styles.facts}>
      <dt>{t('impacts.facts.price')}</dt>
      <dd>
        {t('impacts.facts.priceValue', { coins: formatNumber(it.price_per_unit, lang), unit: it.unit })}
      </dd>
      <dt>{t('impacts.facts.remaining')}</dt>
      <dd>{formatNumber(it.remaining_quantity, lang)}</dd>
      <dt>{t('impacts.facts.memberTarget')}</dt>
      <dd>{formatNumber(it.member_target, lang)}</dd>
      <dt>{t('impacts.facts.mine')}</dt>
      <dd data-testid="impact-mine">{formatNumber(it.my_quantity, lang)}</dd>
    </dl>
  );
}
