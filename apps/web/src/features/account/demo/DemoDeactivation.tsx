import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Panel } from '../../../ui/Panel';
import { FormError } from '../../../ui/FormError';
import type { AccountInfo } from '../hooks';
import { useDemoDeactivation } from './useDemoDeactivation';

/** SPEC.md 4: a demo (free) account can be deactivated, which deletes it and all its data. */
export function DemoDeactivation({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const { open, setOpen, busy, error, deleted, deactivate, leave } = useDemoDeactivation();
  if (!account.isDemo) return null;

  return (
    <Panel
      tone="danger"
      title={t('account.demo.title')}
      description={t('account.demo.description')}
      data-testid="demo-deactivation"
      actions={
        <Button
          variant="danger"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          data-testid="demo-deactivate"
        >
          {t('account.demo.action')}
        </Button>
      }
    >
      <Dialog
        open={open}
        onOpenChange={(next) => (deleted ? leave() : setOpen(next))}
        busy={busy}
        title={deleted ? t('account.demo.deletedTitle') : t('account.demo.confirmTitle')}
        description={
          deleted ? t('account.demo.deleted') : t('account.demo.confirmText', { email: account.email })
        }
        closeLabel={t('account.common.close')}
        data-testid="demo-dialog"
        footer={
          <DemoDialogFooter
            deleted={deleted}
            busy={busy}
            onDone={leave}
            onCancel={() => setOpen(false)}
            onConfirm={() => void deactivate()}
          />
        }
      >
        {/* Dialog leaves out its body when it has no children: only an error makes one. */}
        {error ? <FormError message={error} /> : null}
      </Dialog>
    </Panel>
  );
}

/** The dialog's buttons: cancel or confirm before, done (to the sign-in screen) after. */
function DemoDialogFooter({
  deleted,
  busy,
  onDone,
  onCancel,
  onConfirm,
}: {
  deleted: boolean;
  busy: boolean;
  onDone(): void;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation();
  return deleted ? (
    <Button onClick={onDone} data-testid="demo-done">
      {t('account.demo.done')}
    </Button>
  ) : (
    <>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {t('account.common.cancel')}
      </Button>
      <Button variant="danger" onClick={onConfirm} loading={busy} data-testid="demo-confirm">
        {t('account.demo.confirm')}
      </Button>
    </>
  );
}
