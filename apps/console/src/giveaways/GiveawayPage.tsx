import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { staffMay } from '@member-area/domain';
import { Button, ButtonLink } from '@web/ui/Button';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { TextField } from '@web/ui/Field';
import { FormError } from '@web/ui/FormError';
import { Notice } from '@web/ui/Notice';
import { SectionState } from '@web/ui/SectionState';
import { SelectField } from '@web/ui/SelectField';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useStaff } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useFreshFactor } from '../auth/FreshFactor';
import { FormSection } from '../brands/controls';
import type { ConsoleDrawFieldsFragment, GiveawayDetailQuery } from '../gql/graphql';
import { formatPrice } from '../plans/plan-money';
import { QueryState } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import { refusalOf } from './giveaway-form';
import { giveawayBrandKey, giveawayKey, giveawaysKey } from './giveaway-keys';
import { PostalEntryForm } from './PostalEntryForm';
import { GiveawayBrand, GiveawayDetail, PublishDraw, RunDraw } from './queries';
import styles from './Giveaways.module.css';
import { BrandPageHeader } from '../brands/BrandPageHeader';

type Giveaway = NonNullable<NonNullable<GiveawayDetailQuery['giveaways']>['one']>;
type Outcome = { tone: 'success' | 'danger'; text: string };

/** States a draw can still be run from: not opened or open (committed), or waiting for a beacon (held). */
const RUNNABLE = new Set(['committed', 'held']);

/** `/brands/:brandId/giveaways/:giveawayId`: one giveaway, its months and draws, the postal entry form. */
export function GiveawayPage() {
  const { t } = useTranslation();
  const params = useParams();
  const brandId = params.brandId ?? '';
  const giveawayId = params.giveawayId ?? '';
  const brand = useQuery({
    queryKey: giveawayBrandKey(brandId),
    queryFn: () => consoleRequest(GiveawayBrand, { id: brandId }),
  });
  const detail = useQuery({
    queryKey: giveawayKey(brandId, giveawayId),
    queryFn: () => consoleRequest(GiveawayDetail, { brandId, id: giveawayId }),
  });
  const name = detail.data?.giveaways?.one?.name;
  useDocumentTitle(name ?? t('giveaways.giveawayTitle'));
  return (
    <QueryState query={detail}>
      {(data) =>
        data.giveaways?.one ? (
          <GiveawayScreen
            brandId={brandId}
            brandName={brand.data?.brand?.name ?? brandId}
            giveaway={data.giveaways.one}
          />
        ) : (
          <>
            <h1 className="console-page-title">{t('giveaways.giveawayTitle')}</h1>
            <SectionState
              kind="empty"
              title={t('giveaways.notFound')}
              action={
                <ButtonLink to={`/brands/${encodeURIComponent(brandId)}/giveaways`}>
                  {t('giveaways.backToList')}
                </ButtonLink>
              }
              data-testid="not-found"
            />
          </>
        )
      }
    </QueryState>
  );
}

function GiveawayScreen({
  brandId,
  brandName,
  giveaway,
}: {
  brandId: string;
  brandName: string;
  giveaway: Giveaway;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const staff = useStaff();
  const mayEdit = staffMay(staff, 'giveaways.edit', brandId);
  const mayRecord = staffMay(staff, 'entries.record', brandId);
  const location = useLocation();
  const arrived = (location.state as { outcome?: string } | null)?.outcome ?? null;
  const [outcome, setOutcome] = useState<Outcome | null>(arrived ? { tone: 'success', text: arrived } : null);
  const number = new Intl.NumberFormat(lang);
  const listPath = `/brands/${encodeURIComponent(brandId)}/giveaways`;
  const promotional = giveaway.category === 'promotional';

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        trail={[{ to: listPath, label: t('giveaways.listTitle') }]}
        title={
          <>
            {giveaway.name} <span className="console-muted console-mono">#{giveaway.id}</span>
          </>
        }
      />
      {outcome ? (
        <Notice
          className={styles.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="giveaway-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <dl className={styles.facts} data-testid="giveaway-facts">
        <div>
          <dt>{t('giveaways.state')}</dt>
          <dd>{t(`giveaways.states.${giveaway.state}`, { defaultValue: giveaway.state })}</dd>
        </div>
        <div>
          <dt>{t('giveaways.category')}</dt>
          <dd>{t(`giveaways.categories.${giveaway.category}`, { defaultValue: giveaway.category })}</dd>
        </div>
        <div>
          <dt>{t('giveaways.monthsOpen')}</dt>
          <dd>
            {giveaway.firstMonth === giveaway.lastMonth
              ? giveaway.firstMonth
              : `${giveaway.firstMonth} – ${giveaway.lastMonth}`}
          </dd>
        </div>
        <div>
          <dt>{t('giveaways.entries')}</dt>
          <dd>{number.format(giveaway.entries)}</dd>
        </div>
        <div>
          <dt>{t('giveaways.prize')}</dt>
          <dd>{giveaway.prize}</dd>
        </div>
        <div>
          <dt>{t('giveaways.refNumber')}</dt>
          <dd className="console-mono">{giveaway.refNumber}</dd>
        </div>
        {promotional ? (
          <div>
            <dt>{t('giveaways.pricing')}</dt>
            <dd>
              {t('giveaways.pricingValue', {
                price: formatPrice(giveaway.priceMinor, giveaway.currency, lang, giveaway.symbol),
                entries: number.format(giveaway.priceEntries),
                multiplierPrice: formatPrice(
                  giveaway.multiplierMinor,
                  giveaway.currency,
                  lang,
                  giveaway.symbol,
                ),
                factor: giveaway.multiplierFactor,
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.panels}>
        <FormSection
          id="giveaway-draws"
          title={t('giveaways.draws.title')}
          description={t('giveaways.draws.help')}
        >
          <DrawTable brandId={brandId} giveaway={giveaway} mayEdit={mayEdit} onOutcome={setOutcome} />
          {mayEdit ? <RunDrawForm brandId={brandId} giveaway={giveaway} onOutcome={setOutcome} /> : null}
        </FormSection>
        {mayRecord ? (
          <FormSection
            id="giveaway-postal"
            title={t('giveaways.postal.title')}
            description={t('giveaways.postal.help')}
          >
            {giveaway.state === 'open' || giveaway.state === 'closed' ? (
              <PostalEntryForm brandId={brandId} giveawayId={giveaway.id} />
            ) : (
              <Notice tone="info" data-testid="postal-not-now">
                {t(giveaway.state === 'upcoming' ? 'giveaways.postal.notYet' : 'giveaways.postal.noMore')}
              </Notice>
            )}
          </FormSection>
        ) : null}
      </div>
    </>
  );
}

function DrawTable({
  brandId,
  giveaway,
  mayEdit,
  onOutcome,
}: {
  brandId: string;
  giveaway: Giveaway;
  mayEdit: boolean;
  onOutcome(outcome: Outcome): void;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  if (giveaway.draws.length === 0)
    return <SectionState kind="empty" title={t('giveaways.draws.empty')} data-testid="draws-empty" />;
  return (
    <ScrollRegion label={t('giveaways.draws.caption')} className={styles.scroll}>
      <table className={tableStyles.table} data-testid="draw-list">
        <caption className="visually-hidden">{t('giveaways.draws.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('giveaways.draws.month')}</th>
            <th scope="col">{t('giveaways.draws.state')}</th>
            <th scope="col">{t('giveaways.draws.commitment')}</th>
            <th scope="col" className={styles.number}>
              {t('giveaways.draws.entrants')}
            </th>
            <th scope="col">{t('giveaways.draws.winner')}</th>
            <th scope="col">{t('giveaways.draws.verification')}</th>
            {mayEdit ? <th scope="col">{t('giveaways.draws.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {giveaway.draws.map((draw) => (
            <tr key={draw.id} data-testid={`draw-row-${draw.period}`}>
              <th scope="row">{draw.period}</th>
              <td>
                <span
                  className={styles.badge}
                  data-state={draw.state}
                  data-testid={`draw-state-${draw.period}`}
                >
                  {t(`giveaways.drawStates.${draw.state}`, { defaultValue: draw.state })}
                </span>
              </td>
              <td className={styles.mono}>{draw.commitment}</td>
              <td className={styles.number}>
                {draw.uniqueEntrants === null
                  ? '—'
                  : t('giveaways.draws.entrantsValue', {
                      entrants: number.format(draw.uniqueEntrants),
                      entries: number.format(draw.total ?? 0),
                    })}
              </td>
              <td>
                {draw.winner ? (
                  <>
                    <span className={styles.mono}>{draw.winner}</span>
                    <br />
                    <span className="console-muted">
                      {draw.winnerKind === 'postal'
                        ? t('giveaways.draws.postalWinner', { id: draw.winnerPostalId ?? '?' })
                        : draw.winnerKind === 'member'
                          ? t('giveaways.draws.memberWinner', { id: draw.winnerMemberId ?? '?' })
                          : null}
                    </span>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td>
                <a
                  href={draw.verificationUrl}
                  target="_blank"
                  rel="noreferrer"
                  data-testid={`draw-verify-${draw.period}`}
                >
                  {t('giveaways.draws.verify')}
                  <span className="visually-hidden"> ({t('giveaways.draws.newWindow')})</span>
                </a>
              </td>
              {mayEdit ? (
                <td>
                  {draw.state === 'drawn' ? (
                    <PublishButton
                      brandId={brandId}
                      giveawayId={giveaway.id}
                      draw={draw}
                      onOutcome={onOutcome}
                    />
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Reveals a drawn draw's seed: asked twice (a confirmation, then a fresh second factor). */
function PublishButton({
  brandId,
  giveawayId,
  draw,
  onOutcome,
}: {
  brandId: string;
  giveawayId: string;
  draw: ConsoleDrawFieldsFragment;
  onOutcome(outcome: Outcome): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const withFreshFactor = useFreshFactor();
  const publish = useMutation({
    mutationFn: () =>
      withFreshFactor(
        async () => (await consoleRequest(PublishDraw, { brandId, drawId: draw.id })).publishDraw,
        (answer) => answer.responseResult,
      ),
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded) {
        onOutcome({ tone: 'danger', text: drawRefusal(t, answer.responseResult) });
        return;
      }
      onOutcome({
        tone: 'success',
        text:
          answer.outcome === 'already_published'
            ? t('giveaways.draws.alreadyPublished', { month: draw.period })
            : t('giveaways.draws.published', { month: draw.period }),
      });
      void queryClient.invalidateQueries({ queryKey: giveawayKey(brandId, giveawayId) });
    },
    onError: (error) =>
      onOutcome({ tone: 'danger', text: errorText(t, (error as { errorCode?: string }).errorCode) }),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="secondary" data-testid={`draw-publish-${draw.period}`}>
          {t('giveaways.draws.publish')}
        </Button>
      }
      title={t('giveaways.draws.publishTitle', { month: draw.period })}
      body={t('giveaways.draws.publishBody')}
      confirmLabel={t('giveaways.draws.publish')}
      cancelLabel={t('giveaways.cancel')}
      pending={publish.isPending}
      // Closed first: "Confirm it's you" may follow, and must not open beneath this dialog.
      onConfirm={(close) => {
        close();
        publish.mutate();
      }}
    />
  );
}

function drawRefusal(
  t: ReturnType<typeof useTranslation>['t'],
  result: { errorCode?: string | null; message?: string | null; extra?: unknown },
): string {
  return refusalOf(t, result, []).text;
}

/** Runs a month's draw: at once, held for a beacon, or drawn with the beacon published after the snapshot. */
function RunDrawForm({
  brandId,
  giveaway,
  onOutcome,
}: {
  brandId: string;
  giveaway: Giveaway;
  onOutcome(outcome: Outcome): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const runnable = giveaway.draws.filter((d) => RUNNABLE.has(d.state));
  const [month, setMonth] = useState(
    runnable.find((d) => d.state === 'held')?.period ?? runnable[0]?.period ?? '',
  );
  const [hold, setHold] = useState(false);
  const [beacon, setBeacon] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: async () =>
      (
        await consoleRequest(RunDraw, {
          brandId,
          giveawayId: giveaway.id,
          month,
          hold: hold || null,
          beacon: beacon.trim() || null,
        })
      ).runDraw,
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded) {
        const text = drawRefusal(t, answer.responseResult);
        setError(text);
        return;
      }
      setError(null);
      const outcomeKey = answer.outcome ?? 'drawn';
      onOutcome({
        tone: 'success',
        text: t(`giveaways.run.outcomes.${outcomeKey}`, { month, defaultValue: outcomeKey }),
      });
      setBeacon('');
      setHold(false);
      void queryClient.invalidateQueries({ queryKey: giveawayKey(brandId, giveaway.id) });
      void queryClient.invalidateQueries({ queryKey: giveawaysKey(brandId) });
    },
    onError: (e) => setError(errorText(t, (e as { errorCode?: string }).errorCode)),
  });
  if (runnable.length === 0) return null;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        run.mutate();
      }}
      noValidate
      aria-labelledby="giveaway-run-title"
      data-testid="draw-run-form"
    >
      <h3 id="giveaway-run-title">{t('giveaways.run.title')}</h3>
      <FormError message={error} />
      <div className={styles.runForm}>
        <SelectField
          label={t('giveaways.run.month')}
          options={runnable.map((d) => ({
            value: d.period,
            label: `${d.period} (${t(`giveaways.drawStates.${d.state}`, { defaultValue: d.state })})`,
          }))}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          data-testid="draw-run-month"
        />
        <TextField
          label={t('giveaways.run.beacon')}
          hint={t('giveaways.run.beaconHint')}
          value={beacon}
          onChange={(event) => setBeacon(event.target.value)}
          maxLength={512}
          autoComplete="off"
          spellCheck={false}
          disabled={hold}
          data-testid="draw-run-beacon"
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={hold}
            onChange={(event) => setHold(event.target.checked)}
            data-testid="draw-run-hold"
          />
          {t('giveaways.run.hold')}
        </label>
      </div>
      <div className={styles.saveBar}>
        <Button
          type="submit"
          loading={run.isPending}
          loadingLabel={t('common.saving')}
          data-testid="draw-run"
        >
          {hold ? t('giveaways.run.holdAction') : t('giveaways.run.action')}
        </Button>
      </div>
    </form>
  );
}
