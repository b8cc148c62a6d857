import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isPoBoxAddress } from '@member-area/domain';
import { Button } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { FormError } from '@web/ui/FormError';
import { Notice } from '@web/ui/Notice';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import {
  POSTAL_FIELDS,
  emptyPostalForm,
  postalInputFromForm,
  postalRefusal,
  type PostalForm,
  type PostalFormField,
} from './giveaway-form';
import { giveawayKey, giveawaysKey } from './giveaway-keys';
import { PostalEnvelopeTaken, RecordPostalEntry } from './queries';
import styles from './Giveaways.module.css';

const OPTIONAL = new Set<PostalFormField>(['phone', 'country', 'received']);
const AUTOCOMPLETE: Partial<Record<PostalFormField, string>> = {
  fullName: 'off',
  email: 'off',
};

/** How long the envelope field waits after the last key before asking whether it is recorded. */
const ENVELOPE_CHECK_MS = 300;

/** The envelope reference as typed, settled: asked about once the operator pauses. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ENVELOPE_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * One envelope at a time (record-postal-entry): every field as written on it, refused at once for
 * a PO box, a missing field or an envelope already recorded, the field in question named and
 * focused. After a save the form empties for the next envelope and the envelope field takes the focus.
 */
export function PostalEntryForm({ brandId, giveawayId }: { brandId: string; giveawayId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PostalForm>(emptyPostalForm);
  const [errors, setErrors] = useState<Partial<Record<PostalFormField, string>>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const set = (key: PostalFormField, value: string) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    // A field corrected loses its error; the others keep theirs until the next answer.
    setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));
  };

  // Warned at once, as the reference is typed: the same envelope already recorded on this giveaway.
  const envelope = useSettled(form.envelopeRef.trim());
  const taken = useQuery({
    queryKey: ['postal-envelope', brandId, giveawayId, envelope],
    queryFn: async () =>
      (await consoleRequest(PostalEnvelopeTaken, { brandId, giveawayId, envelopeRef: envelope }))
        .postalEnvelopeTaken,
    enabled: envelope !== '',
    staleTime: 0,
  });
  const envelopeWarning =
    envelope !== '' && envelope === form.envelopeRef.trim() && taken.data === true
      ? t('giveaways.postal.duplicate', { envelope })
      : null;
  // A check that did not answer is said, so silence is never read as "not recorded yet".
  const envelopeCheckFailed = envelope !== '' && envelope === form.envelopeRef.trim() && taken.isError;
  const hintOf = (field: (typeof POSTAL_FIELDS)[number]): string | undefined => {
    if (field === 'envelopeRef') return envelopeCheckFailed ? t('giveaways.postal.checkFailed') : undefined;
    if (field === 'received') return t('giveaways.postal.receivedHint');
    if (field === 'country') return t('giveaways.postal.countryHint');
    if (field === 'address') return t('giveaways.postal.addressHint');
    return undefined;
  };
  // Said beside the address as soon as it is left: a post office box is never accepted.
  const checkAddress = () => {
    if (isPoBoxAddress(form.address))
      setErrors((previous) => ({ ...previous, address: t('giveaways.postal.poBox') }));
  };

  // After an answer: the first field in error takes the focus, else (saved) the envelope field.
  useEffect(() => {
    if (version === 0) return;
    const first = POSTAL_FIELDS.find((f) => errors[f]);
    const target = formRef.current?.querySelector<HTMLElement>(
      `[data-field="${first ?? (summary ? '' : 'envelopeRef')}"]`,
    );
    (target ?? summaryRef.current)?.focus();
  }, [version, errors, summary]);

  const record = useMutation({
    mutationFn: async () =>
      (await consoleRequest(RecordPostalEntry, { brandId, giveawayId, input: postalInputFromForm(form) }))
        .recordPostalEntry,
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded) {
        const refusal = postalRefusal(t, answer.responseResult);
        setErrors(refusal.fields);
        setSummary(refusal.summary);
        setSaved(null);
      } else {
        setSaved(
          t('giveaways.postal.recorded', { envelope: form.envelopeRef.trim(), id: answer.postalEntryId }),
        );
        setErrors({});
        setSummary(null);
        setForm(emptyPostalForm());
        void queryClient.invalidateQueries({ queryKey: ['postal-envelope', brandId, giveawayId] });
        void queryClient.invalidateQueries({ queryKey: giveawayKey(brandId, giveawayId) });
        void queryClient.invalidateQueries({ queryKey: giveawaysKey(brandId) });
      }
      setVersion((v) => v + 1);
    },
    onError: (error) => {
      setSummary(errorText(t, (error as { errorCode?: string }).errorCode));
      setVersion((v) => v + 1);
    },
  });

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate();
      }}
      noValidate
      data-testid="postal-form"
    >
      {saved ? (
        <Notice tone="success" role="status" data-testid="postal-saved">
          {saved}
        </Notice>
      ) : null}
      <div ref={summaryRef} tabIndex={-1}>
        <FormError message={summary} />
      </div>
      <div className={styles.twoColumns}>
        {POSTAL_FIELDS.map((field) => (
          <TextField
            key={field}
            label={
              OPTIONAL.has(field)
                ? t('giveaways.postal.optional', { label: t(`giveaways.postal.fields.${field}`) })
                : t(`giveaways.postal.fields.${field}`)
            }
            hint={hintOf(field)}
            type={field === 'received' ? 'date' : field === 'email' ? 'email' : 'text'}
            value={form[field]}
            onChange={(event) => set(field, event.target.value)}
            onBlur={field === 'address' ? checkAddress : undefined}
            error={errors[field] ?? (field === 'envelopeRef' ? envelopeWarning : null)}
            required={!OPTIONAL.has(field)}
            maxLength={field === 'envelopeRef' ? 100 : field === 'country' ? 2 : 300}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            spellCheck={false}
            data-field={field}
            data-testid={`postal-${field}`}
          />
        ))}
      </div>
      <div className={styles.saveBar}>
        <Button
          type="submit"
          loading={record.isPending}
          loadingLabel={t('common.saving')}
          data-testid="postal-save"
        >
          {t('giveaways.postal.save')}
        </Button>
      </div>
    </form>
  );
}
