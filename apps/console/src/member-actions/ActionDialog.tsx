import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { Notice } from '@web/ui/Notice';

/**
 * One member act's confirming dialog (the member app's Dialog: focus trapped, Escape closes,
 * labelled by its title, focus back to its opener): what will happen, the act's fields if any, and
 * the confirm button, which submits the dialog's form. A refusal shows inside it, as an alert.
 */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  danger,
  pending,
  error,
  onConfirm,
  testId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  /** A refusal not tied to a field, shown above the buttons. */
  error: string | null;
  onConfirm(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const formId = `${testId}-form`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={t('memberActions.close')}
      busy={pending}
      focusMainAction={!children}
      data-testid={testId}
      footer={
        <>
          <Button variant="ghost" type="button" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('memberActions.keep')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            loading={pending}
            loadingLabel={t('memberActions.working')}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {children}
        {error ? (
          <Notice tone="danger" role="alert" data-testid={`${testId}-error`}>
            {error}
          </Notice>
        ) : null}
      </form>
    </Dialog>
  );
}
