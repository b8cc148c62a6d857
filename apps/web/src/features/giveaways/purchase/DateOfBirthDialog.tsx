import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { DatePartField } from './DatePartField';
import { datePartOrder } from './dob';
import { dateOfBirthRequest, useStore } from './store';
import { useDateOfBirthForm } from './useDateOfBirthForm';
import styles from './DateOfBirthDialog.module.css';

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
  const { fields, set, error, busy, close, submit } = useDateOfBirthForm(onSubmit, onCancel);

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
          <div className={styles.row}>
            {datePartOrder(i18n.language).map((part) => (
              <DatePartField key={part} part={part} fields={fields} onChange={set(part)} />
            ))}
          </div>
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
