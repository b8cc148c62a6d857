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
  const picks = item.prices
    .map((coins) => Math.floor(coins / item.price_per_unit))
    .filter((units, i, all) => units >= 1 && units <= max && all.indexOf(units) === i);

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
        done ? (
          <Button onClick={() => onOpenChange(false)}>{t('impacts.modal.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={fund.isPending}>
              {t('impacts.modal.cancel')}
            </Button>
            <Button
              type="submit"
              form={formId}
              disabled={!valid}
              loading={fund.isPending}
              loadingLabel={t('impacts.modal.funding')}
              data-testid="confirm-impact"
            >
              {t('impacts.modal.confirm', {
                coins: formatNumber(impactCost(quantity, item.price_per_unit), lang),
              })}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Notice tone="success" role="status" data-testid="impact-funded">
          {t('impacts.modal.thanks', {
            quantity: formatNumber(result.quantity ?? 0, lang),
            unit: item.unit,
            coins: formatNumber(result.balance ?? 0, lang),
          })}
        </Notice>
      ) : max === 0 ? (
        <Notice tone="warning">{t('impacts.modal.cannot')}</Notice>
      ) : (
        <form
          id={formId}
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {picks.length > 0 ? (
            <div className={styles.picks} role="group" aria-label={t('impacts.modal.picks')}>
              {picks.map((units) => (
                <Button
                  key={units}
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => setText(String(units))}
                >
                  {t('impacts.modal.pick', { quantity: formatNumber(units, lang), unit: item.unit })}
                </Button>
              ))}
            </div>
          ) : null}
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
            error={
              text !== '' && !valid ? t('impacts.modal.invalid', { max: formatNumber(max, lang) }) : null
            }
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
      )}
    </Dialog>
  );
}
