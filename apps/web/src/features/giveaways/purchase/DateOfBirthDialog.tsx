import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { entrantAgeProblem } from '@member-area/domain';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { SelectField } from '../../../ui/SelectField';
import { dateOfBirthText, datePartOrder, monthOptions, type DateFields, type DatePart } from './dob';
import { dateOfBirthRequest, useStore } from './store';
import styles from './DateOfBirthDialog.module.css';

const EMPTY: DateFields = { day: '', month: '', year: '' };

/** The browser's zone: a birthday begins at midnight where the member is. */
function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Asks for the date of birth before the first entry purchase (SPEC.md 5: entrants must be over 18;
 * issue 12: the date is kept, not a checkbox alone). Day, month and year are labelled fields in the
 * member's order; an under-18 date is refused here with the same message the server gives, and the
 * server's own refusal shows in the same place.
 */
export function DateOfBirthDialog({
  open,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  onSubmit(dateOfBirth: string): Promise<string | null>;
  onCancel(): void;
}) {
  const { t, i18n } = useTranslation();
  const legendId = useId();
  const [fields, setFields] = useState<DateFields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFields(EMPTY);
    setError(null);
    onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = dateOfBirthText(fields);
    if (!text) {
      setError(t('giveaways.dob.incomplete'));
      return;
    }
    const problem = entrantAgeProblem(text, new Date(), localTimeZone());
    if (problem) {
      setError(t([`errors.${problem}`, 'errors.invalid_input']));
      return;
    }
    setBusy(true);
    setError(null);
    const refusal = await onSubmit(text);
    // On success the browser is leaving for the payment page: the dialog stays busy until then.
    if (refusal) {
      setBusy(false);
      setError(refusal);
    }
  };

  const set = (part: DatePart) => (value: string) => setFields((current) => ({ ...current, [part]: value }));
  const field = (part: DatePart) => {
    switch (part) {
      case 'day':
        return (
          <TextField
            key="day"
            label={t('giveaways.dob.day')}
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={2}
            value={fields.day}
            onChange={(event) => set('day')(event.target.value.replace(/\D/g, ''))}
            className={styles.short}
            data-testid="dob-day"
          />
        );
      case 'month':
        return (
          <SelectField
            key="month"
            label={t('giveaways.dob.month')}
            autoComplete="bday-month"
            value={fields.month}
            onChange={(event) => set('month')(event.target.value)}
            options={[{ value: '', label: t('giveaways.dob.chooseMonth') }, ...monthOptions(i18n.language)]}
            className={styles.month}
            data-testid="dob-month"
          />
        );
      case 'year':
        return (
          <TextField
            key="year"
            label={t('giveaways.dob.year')}
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            value={fields.year}
            onChange={(event) => set('year')(event.target.value.replace(/\D/g, ''))}
            className={styles.year}
            data-testid="dob-year"
          />
        );
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      busy={busy}
      title={t('giveaways.dob.title')}
      description={t('giveaways.dob.description')}
      closeLabel={t('account.common.close')}
      data-testid="dob-dialog"
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.fieldset} aria-describedby={`${legendId}-hint`}>
          <legend className={styles.legend} id={legendId}>
            {t('giveaways.dob.legend')}
          </legend>
          <div className={styles.row}>{datePartOrder(i18n.language).map(field)}</div>
          <p className={styles.hint} id={`${legendId}-hint`}>
            <Icon name="lock" size={14} />
            {t('giveaways.dob.privacy')}
          </p>
        </fieldset>
        {error ? (
          <Notice tone="danger" role="alert" data-testid="dob-error">
            {error}
          </Notice>
        ) : null}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={close} disabled={busy}>
            {t('account.common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={busy}
            data-testid="dob-continue"
            icon={<Icon name="lock" size={16} />}
          >
            {t('giveaways.dob.continue')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The shell's one date-of-birth dialog, opened by useStartEntryPurchase wherever it runs. */
export function DateOfBirthHost() {
  const request = useStore(dateOfBirthRequest);
  return (
    <DateOfBirthDialog
      open={request !== null}
      onSubmit={(dateOfBirth) => request?.submit(dateOfBirth) ?? Promise.resolve(null)}
      onCancel={() => request?.cancel()}
    />
  );
}
