import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { intlLocale, UPSELL_TYPES } from '@member-area/domain';
import { ButtonLink } from '@web/ui/Button';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound, useBrandPage } from '../ui/useBrandPage';
import type { ConsoleCrossSellOfferFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import { crossSellBrandKey, crossSellKey } from './crosssell-keys';
import { BrandCrossSellOffers, CrossSellBrand, SetCrossSellOfferActive } from './queries';
import desk from '../ui/Desk.module.css';

type Outcome = { tone: 'success' | 'danger'; text: string };

export function formatOfferPrice(amountMinor: number, currency: string, lang: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency }).format(amountMinor / 100);
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${currency}`;
  }
}

/**
 * `/brands/:brandId/crosssell`: the add-ons the brand's members are offered once (the VPN to a media
 * member, all media to a VPN member): price, languages written, and an "on sale" switch (brand.edit).
 */
export function CrossSellPage() {
  const { t } = useTranslation();
  const {
    brandId,
    brandName,
    missing: brandMissing,
  } = useBrandPage({
    brandKey: crossSellBrandKey,
    document: CrossSellBrand,
    documentTitle: (brandName) => t('crosssell.titleOf', { brand: brandName }),
  });
  const location = useLocation();
  const arrived = (location.state as { outcome?: string } | null)?.outcome ?? null;
  const [outcome, setOutcome] = useState<Outcome | null>(arrived ? { tone: 'success', text: arrived } : null);
  const offers = useQuery({
    queryKey: crossSellKey(brandId),
    queryFn: () => consoleRequest(BrandCrossSellOffers, { brandId }),
  });
  const missing = UPSELL_TYPES.filter((type) => !offers.data?.crossSellOffers.some((o) => o.type === type));
  const newPath = `/brands/${encodeURIComponent(brandId)}/crosssell/new`;

  if (brandMissing) return <BrandNotFound title={t('crosssell.title')} />;

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('crosssell.titleOf', { brand: brandName })}
        sections
        actions={
          offers.isSuccess && missing.length > 0 ? (
            <ButtonLink to={newPath} icon={<Icon name="plus" size={18} />} data-testid="crosssell-new">
              {t('crosssell.newOffer')}
            </ButtonLink>
          ) : null
        }
      />
      <p className={`console-muted ${desk.note}`}>{t('crosssell.intro')}</p>
      {outcome ? (
        <Notice
          className={desk.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="crosssell-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <QueryState
        query={offers}
        isEmpty={(data) => data.crossSellOffers.length === 0}
        empty={{
          title: t('crosssell.empty'),
          icon: 'list',
          action: <ButtonLink to={newPath}>{t('crosssell.newOffer')}</ButtonLink>,
        }}
      >
        {(data) => <OfferTable brandId={brandId} offers={data.crossSellOffers} onOutcome={setOutcome} />}
      </QueryState>
    </>
  );
}

function OfferTable({
  brandId,
  offers,
  onOutcome,
}: {
  brandId: string;
  offers: readonly ConsoleCrossSellOfferFieldsFragment[];
  onOutcome(outcome: Outcome): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ScrollRegion label={t('crosssell.caption')} className={desk.scroll}>
      <table className={tableStyles.table} data-testid="crosssell-list">
        <caption className="visually-hidden">{t('crosssell.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('crosssell.columns.offer')}</th>
            <th scope="col" className={desk.number}>
              {t('crosssell.columns.price')}
            </th>
            <th scope="col">{t('crosssell.columns.texts')}</th>
            <th scope="col">{t('crosssell.columns.onSale')}</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => {
            const name = t(`crosssell.types.${offer.type === 'media' ? 'media' : 'vpn'}`);
            return (
              <tr key={offer.id} data-testid={`crosssell-row-${offer.id}`}>
                <td>
                  <Link
                    className={desk.link}
                    to={`/brands/${encodeURIComponent(brandId)}/crosssell/${encodeURIComponent(offer.id)}`}
                  >
                    {name}
                  </Link>
                  <div className="console-muted">
                    {t(`crosssell.grants.${offer.type === 'media' ? 'media' : 'vpn'}`)}
                  </div>
                </td>
                <td className={desk.number}>
                  {formatOfferPrice(offer.amountMinor, offer.currency, i18n.language)}
                </td>
                <td>
                  {offer.texts.length === 0
                    ? t('crosssell.standardTexts')
                    : t('crosssell.writtenIn', { count: offer.texts.length })}
                </td>
                <td>
                  <ActiveSwitch offer={offer} name={name} brandId={brandId} onOutcome={onOutcome} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A checkbox shown as a switch: members due the offer are offered it, or no longer. */
function ActiveSwitch({
  offer,
  name,
  brandId,
  onOutcome,
}: {
  offer: ConsoleCrossSellOfferFieldsFragment;
  name: string;
  brandId: string;
  onOutcome(outcome: Outcome): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: async (active: boolean) =>
      (await consoleRequest(SetCrossSellOfferActive, { id: offer.id, active })).setCrossSellOfferActive,
    onSuccess: (answer, active) => {
      if (!answer.responseResult.succeeded) {
        onOutcome({ tone: 'danger', text: errorText(t, answer.responseResult.errorCode) });
        return;
      }
      onOutcome({
        tone: 'success',
        text: active ? t('crosssell.nowOn', { name }) : t('crosssell.nowOff', { name }),
      });
      void queryClient.invalidateQueries({ queryKey: crossSellKey(brandId) });
    },
    onError: (error) => onOutcome({ tone: 'danger', text: errorText(t, errorCodeOfError(error)) }),
  });
  const checked = toggle.isPending ? Boolean(toggle.variables) : offer.active;
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
        data-testid={`crosssell-active-${offer.id}`}
      />
      <span className={desk.track} aria-hidden="true" />
      <span className="visually-hidden">{name}: </span>
      <span>{t('crosssell.onSale')}</span>
    </label>
  );
}
