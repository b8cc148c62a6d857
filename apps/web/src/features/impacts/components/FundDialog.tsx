import { impactAffordableUnits, impactCost } from '@member-area/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newTransactionId } from '../../../app/ids';
import { formatNumber } from '../../../app/format';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/Field';
import { Notice } from '../../../ui/Notice';
import { useFundImpact } from '../hooks';
import styles from './Impacts.module.css';

export interface FundableItem {
  id: string;
  name: string;
  unit: string;
  prices: readonly number[];
  price_per_unit: number;
  target_quantity: number;
  funded_quantity: number;
  member_target: number;
}

/**
 * SPEC.md 2 'impact target' modal: the member picks whole units (or a quick-pick amount of coins),
 * sees what it costs, and spends the coins toward the item's target. A request id made when the
 * dialog opens makes a double submission count once; refusals come back in the member's language.
 */
export function FundDialog({
  item,
  balance,
  open,
  onOpenChange,
}: {
  item: FundableItem;
  balance: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const fund = useFundImpact();
  const [requestId] = useState(() => newTransactionId());
  const max = impactAffordableUnits({
    pricePerUnit: item.price_per_unit,
    targetQuantity: item.target_quantity,
    fundedQuantity: item.funded_quantity,
    balance,
  });
  // The footer's confirm submits the form by its id (pa11y/HTML_CodeSniffer H32.2: a form has a submit).
  const formId = `${useId()}-fund`;
  const [text, setText] = useState(() => String(Math.max(1, Math.min(item.member_target, max))));
  const quantity = /^\d{1,6}$/.test(text) ? Number(text) : 0;
  const valid = quantity >= 1 && quantity <= max;
  const result = fund.data;
  const done = result?.responseResult.succeeded === true;
  const refusal = result && !result.responseResult.succeeded ? result.responseResult.message : null;
  const submit = () => {
    if (valid) fund.mutate({ itemId: item.id, quantity, requestId });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('impacts.modal.title', { name: item.name })}
      description={t('impacts.modal.description', {
        price: formatNumber(item.price_per_unit, lang),
        unit: item.unit,
      })}
      closeLabel={t('impacts.modal.close')}
      busy={fund.isPending}
      data-testid="impact-target-modal"
      footer={
        <FundFooter
          done={done}
          pending={fund.isPending}
          valid={valid}
          formId={formId}
          coins={formatNumber(impactCost(quantity, item.price_per_unit), lang)}
          onClose={() => onOpenChange(false)}
        />
      }
    >
      {done ? (
        <FundedNotice quantity={result.quantity ?? 0} unit={item.unit} balance={result.balance ?? 0} />
      ) : max === 0 ? (
        <Notice tone="warning">{t('impacts.modal.cannot')}</Notice>
      ) : (
        <FundForm
          formId={formId}
          item={item}
          balance={balance}
          max={max}
          text={text}
          setText={setText}
          valid={valid}
          quantity={quantity}
          refusal={refusal}
          onSubmit={submit}
        />
      )}
    </Dialog>
  );
}

/** Quick picks, the quantity, its cost, and a refusal from the server. */
function FundForm({
  formId,
  item,
  balance,
  max,
  text,
  setText,
  valid,
  quantity,
  refusal,
  onSubmit,
}: {
  formId: string;
  item: FundableItem;
  balance: number;
  max: number;
  text: string;
  setText(text: string): void;
  valid: boolean;
  quantity: number;
  refusal: string | null | undefined;
  onSubmit(): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const picks = item.prices
    .map((coins) => Math.floor(coins / item.price_per_unit))
    .filter((units, i, all) => units >= 1 && units <= max && all.indexOf(units) === i);

  return (
    <form
      id={formId}
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <QuickPicks picks={picks} unit={item.unit} onPick={(units) => setText(String(units))} />
      <TextField
        label={t('impacts.modal.quantity', { unit: item.unit })}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={text}
        onChange={(e) => setText(e.target.value)}
        hint={t('impacts.modal.max', {
          max: formatNumber(max, lang),
          coins: formatNumber(balance, lang),
        })}
        error={text !== '' && !valid ? t('impacts.modal.invalid', { max: formatNumber(max, lang) }) : null}
        data-testid="impact-quantity"
      />
      <p className={styles.cost} aria-live="polite">
        {t('impacts.modal.cost', {
          coins: formatNumber(valid ? impactCost(quantity, item.price_per_unit) : 0, lang),
        })}
      </p>
      {refusal ? (
        <Notice tone="danger" role="alert" data-testid="impact-refused">
          {refusal}
        </Notice>
      ) : null}
    </form>
  );
}

/** Done, or cancel and confirm (which submits the form by its id). */
function FundFooter({
  done,
  pending,
  valid,
  formId,
  coins,
  onClose,
}: {
  done: boolean;
  pending: boolean;
  valid: boolean;
  formId: string;
  coins: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return done ? (
    <Button onClick={onClose}>{t('impacts.modal.done')}</Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose} disabled={pending}>
        {t('impacts.modal.cancel')}
      </Button>
      <Button
        type="submit"
        form={formId}
        disabled={!valid}
        loading={pending}
        loadingLabel={t('impacts.modal.funding')}
        data-testid="confirm-impact"
      >
        {t('impacts.modal.confirm', { coins })}
      </Button>
    </>
  );
}

/** Quick-pick amounts of coins, as whole units. */
function QuickPicks({ picks, unit, onPick }: { picks: number[]; unit: string; onPick(units: number): void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      {picks.length > 0 ? (
        <div className={styles.picks} role="group" aria-label={t('impacts.modal.picks')}>
          {picks.map((units) => (
            <Button key={units} type="button" size="sm" variant="secondary" onClick={() => onPick(units)}>
              {t('impacts.modal.pick', { quantity: formatNumber(units, lang), unit })}
            </Button>
          ))}
        </div>
      ) : null}
    </>
  );
}

/** Thanks: the units funded and the coins left. */
function FundedNotice({ quantity, unit, balance }: { quantity: number; unit: string; balance: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Notice tone="success" role="status" data-testid="impact-funded">
      {t('impacts.modal.thanks', {
        quantity: formatNumber(quantity, lang),
        unit,
        coins: formatNumber(balance, lang),
      })}
    </Notice>
  );
}
