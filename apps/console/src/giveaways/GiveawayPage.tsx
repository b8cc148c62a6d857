import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { staffMay } from '@member-area/domain';
import { Button, ButtonLink } from '@web/ui/Button';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { TextField } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import { SectionState } from '@web/ui/SectionState';
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
import { GiveawayNotFound } from './GiveawayNotFound';

type Giveaway = NonNullable<NonNullable<GiveawayDetailQuery['giveaways']>['one']>;
type Outcome = { tone: 'success' | 'danger'; text: string };

/** States a draw can still be run from once its month has closed: committed, or waiting for a beacon (held). */
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
    <>
      {/* While it loads or when it failed, the screen is still named (its own header comes with it). */}
      {detail.isSuccess ? null : <h1 className="console-page-title">{t('giveaways.giveawayTitle')}</h1>}
      <QueryState query={detail}>
        {(data) =>
          data.giveaways?.one ? (
            <GiveawayScreen
              brandId={brandId}
              brandName={brand.data?.brand?.name ?? brandId}
              giveaway={data.giveaways.one}
            />
          ) : (
            <GiveawayNotFound title={t('giveaways.giveawayTitle')} brandId={brandId} />
          )
        }
      </QueryState>
    </>
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
  // A month held for its beacon or drawn has fixed the pool: an envelope could no longer count.
  const poolFixed = giveaway.draws.some(
    (d) => d.state === 'held' || d.state === 'drawn' || d.state === 'published',
  );

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
      {mayEdit ? (
        <div className={styles.headerActions}>
          <ButtonLink
            to={`${listPath}/${encodeURIComponent(giveaway.id)}/edit`}
            variant="secondary"
            data-testid="giveaway-edit"
          >
            {t('giveaways.edit.action')}
          </ButtonLink>
        </div>
      ) : null}
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
        </FormSection>
        {mayRecord ? (
          <FormSection
            id="giveaway-postal"
            title={t('giveaways.postal.title')}
            description={t('giveaways.postal.help')}
          >
            {poolFixed ? (
              <Notice tone="info" data-testid="postal-not-now">
                {t('giveaways.postal.poolFixed')}
              </Notice>
            ) : giveaway.state === 'open' || giveaway.state === 'closed' ? (
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
  const [beacon, setBeacon] = useState('');
  if (giveaway.draws.length === 0)
    return <SectionState kind="empty" title={t('giveaways.draws.empty')} data-testid="draws-empty" />;
  const now = Date.now();
  const runnable = (draw: ConsoleDrawFieldsFragment) =>
    RUNNABLE.has(draw.state) && Date.parse(draw.closesAt) < now;
  const anyRunnable = giveaway.draws.some(runnable);
  return (
    <>
      {mayEdit && anyRunnable ? (
        <div className={styles.beacon}>
          <TextField
            label={t('giveaways.run.beacon')}
            hint={t('giveaways.run.beaconHint')}
            value={beacon}
            onChange={(event) => setBeacon(event.target.value)}
            maxLength={512}
            autoComplete="off"
            spellCheck={false}
            data-testid="draw-run-beacon"
          />
        </div>
      ) : null}
      <ScrollRegion label={t('giveaways.draws.caption')} className={styles.scroll}>
        <table className={tableStyles.table} data-testid="draw-list">
          <caption className="visually-hidden">{t('giveaways.draws.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('giveaways.draws.month')}</th>
              <th scope="col">{t('giveaways.draws.state')}</th>
              <th scope="col">{t('giveaways.draws.record')}</th>
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
                  {draw.state === 'rolled_over' ? (
                    <p className={styles.note} data-testid={`draw-rollover-${draw.period}`}>
                      {t('giveaways.draws.rolledOverTo', { month: draw.rolledOverTo ?? '?' })}{' '}
                      {t(`giveaways.draws.rollOverReasons.${draw.rollOverReason ?? 'too_few_entrants'}`)}
                    </p>
                  ) : null}
                </td>
                <td className={styles.record}>
                  <dl>
                    <dt>{t('giveaways.draws.commitment')}</dt>
                    <dd className={styles.mono} data-testid={`draw-commitment-${draw.period}`}>
                      {draw.commitment}
                    </dd>
                    {draw.seed ? (
                      <>
                        <dt>{t('giveaways.draws.seed')}</dt>
                        <dd className={styles.mono} data-testid={`draw-seed-${draw.period}`}>
                          {draw.seed}
                        </dd>
                      </>
                    ) : null}
                    {draw.beacon ? (
                      <>
                        <dt>{t('giveaways.draws.beacon')}</dt>
                        <dd className={styles.mono}>{draw.beacon}</dd>
                      </>
                    ) : null}
                  </dl>
                </td>
                <td className={styles.number}>
                  {draw.uniqueEntrants === null
                    ? '—'
                    : t('giveaways.draws.entrantsValue', {
                        entrants: number.format(draw.uniqueEntrants),
                        entries: number.format(draw.total ?? 0),
                      })}
                </td>
                <td data-testid={`draw-winner-${draw.period}`}>
                  {draw.winner ? <WinnerCell brandId={brandId} draw={draw} /> : '—'}
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
                    <div className={styles.rowActions}>
                      {runnable(draw) ? (
                        <>
                          {draw.state === 'committed' ? (
                            <RunButton
                              brandId={brandId}
                              giveaway={giveaway}
                              draw={draw}
                              hold
                              beacon=""
                              onOutcome={onOutcome}
                            />
                          ) : null}
                          <RunButton
                            brandId={brandId}
                            giveaway={giveaway}
                            draw={draw}
                            hold={false}
                            beacon={beacon.trim()}
                            onOutcome={onOutcome}
                          />
                        </>
                      ) : null}
                      {draw.state === 'drawn' ? (
                        <PublishButton
                          brandId={brandId}
                          giveawayId={giveaway.id}
                          draw={draw}
                          onOutcome={onOutcome}
                        />
                      ) : null}
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

/** The winner's pseudonym, who they are (a member, with their page; a postal entrant) and their claim. */
function WinnerCell({ brandId, draw }: { brandId: string; draw: ConsoleDrawFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.mono}>{draw.winner}</span>
      <br />
      {draw.winnerKind === 'member' && draw.winnerMemberId !== null ? (
        <Link
          to={`/brands/${encodeURIComponent(brandId)}/members/${encodeURIComponent(String(draw.winnerMemberId))}`}
          data-testid={`draw-winner-member-${draw.period}`}
        >
          {t('giveaways.draws.memberWinner', { id: draw.winnerMemberId })}
        </Link>
      ) : draw.winnerKind === 'postal' ? (
        <span className="console-muted">
          {t('giveaways.draws.postalWinner', { id: draw.winnerPostalId ?? '?' })}
        </span>
      ) : null}
      {draw.claimState ? (
        <>
          <br />
          <span
            className={styles.badge}
            data-state={`claim-${draw.claimState}`}
            data-testid={`draw-claim-${draw.period}`}
          >
            {t(`giveaways.draws.claimStates.${draw.claimState}`, { defaultValue: draw.claimState })}
          </span>
        </>
      ) : null}
    </>
  );
}

/**
 * Runs a month's draw once it has closed, after a confirmation: drawn at once (with the beacon typed
 * above, if any), or held: its snapshot fixed and published, waiting for a beacon.
 */
function RunButton({
  brandId,
  giveaway,
  draw,
  hold,
  beacon,
  onOutcome,
}: {
  brandId: string;
  giveaway: Giveaway;
  draw: ConsoleDrawFieldsFragment;
  hold: boolean;
  beacon: string;
  onOutcome(outcome: Outcome): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const month = draw.period;
  const run = useMutation({
    mutationFn: async () =>
      (
        await consoleRequest(RunDraw, {
          brandId,
          giveawayId: giveaway.id,
          month,
          hold: hold || null,
          beacon: hold ? null : beacon || null,
        })
      ).runDraw,
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded) {
        onOutcome({ tone: 'danger', text: drawRefusal(t, answer.responseResult) });
        return;
      }
      const outcomeKey = answer.outcome ?? 'drawn';
      onOutcome({
        tone: 'success',
        text: t(`giveaways.run.outcomes.${outcomeKey}`, { month, defaultValue: outcomeKey }),
      });
      void queryClient.invalidateQueries({ queryKey: giveawayKey(brandId, giveaway.id) });
      void queryClient.invalidateQueries({ queryKey: giveawaysKey(brandId) });
    },
    onError: (e) =>
      onOutcome({ tone: 'danger', text: errorText(t, (e as { errorCode?: string }).errorCode) }),
  });
  const action = hold ? 'hold' : 'draw';
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="sm"
          variant={hold ? 'ghost' : 'secondary'}
          loading={run.isPending}
          loadingLabel={t('common.saving')}
          data-testid={`draw-${action}-${month}`}
        >
          {hold ? t('giveaways.run.holdAction') : t('giveaways.run.action')}
        </Button>
      }
      title={t(hold ? 'giveaways.run.holdTitle' : 'giveaways.run.drawTitle', { month })}
      body={
        hold
          ? t('giveaways.run.holdBody')
          : beacon
            ? t('giveaways.run.drawBodyBeacon', { beacon })
            : t('giveaways.run.drawBodyNoBeacon')
      }
      confirmLabel={hold ? t('giveaways.run.holdAction') : t('giveaways.run.action')}
      cancelLabel={t('giveaways.cancel')}
      pending={run.isPending}
      onConfirm={(close) => {
        close();
        run.mutate();
      }}
    />
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
