import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../app/BootContext';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Pitch } from '../../../ui/Pitch';
import { useMarkMigrationModalClosed } from '../hooks';
import { useHomeModalHeld } from '../../../app/shell/useHomeModalHold';

/**
 * SPEC.md 2 modal "migration to a new brand" and 4 "Migration modal": after an operator moved the
 * member's brand (npm run ops -- migrate-brand), the member sees once, on the new brand, that their
 * account came with them. The rule is the domain's showMigrationModal; closing records
 * migration_modal:closed. Mounted by MigrationShellLayer only while it is due.
 */
export function MigrationModal() {
  const { t } = useTranslation();
  const { brand } = useBoot();
  const blocked = useHomeModalHeld();
  const markClosed = useMarkMigrationModalClosed();
  const [shown, setShown] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (!blocked && !shown) setShown(true);
  }, [blocked, shown]);

  if (closed) return <span hidden data-testid="migration-idle" />;
  if (!shown) return null;

  const close = () => {
    setClosed(true);
    void markClosed();
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('migration.title', { brand: brand?.name ?? '' })}
      closeLabel={t('migration.close')}
      focusMainAction
      data-testid="migration-modal"
      footer={
        <Button onClick={close} data-testid="migration-ok">
          {t('migration.ok')}
        </Button>
      }
    >
      <Pitch
        icon="sparkles"
        lead={t('migration.body', { brand: brand?.name ?? '' })}
        points={(['account', 'library', 'signIn'] as const).map((point) =>
          t(`migration.points.${point}`, { host: brand?.hostname ?? '' }),
        )}
      />
    </Dialog>
  );
}
