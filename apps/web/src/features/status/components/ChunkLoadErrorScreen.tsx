import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../../ui/StatusScreen';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';

export function ChunkLoadErrorScreen({ timedOut, fullscreen }: { timedOut: boolean; fullscreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      data-testid="chunk-load-error"
      icon="refresh"
      fullscreen={fullscreen}
      title={t('status.chunk.title')}
      actions={
        <Button onClick={() => window.location.reload()} icon={<Icon name="refresh" size={18} />}>
          {t('common.retry')}
        </Button>
      }
    >
      <p>{t('status.chunk.body')}</p>
      {timedOut ? <p>{t('status.chunk.timedOut')}</p> : null}
    </StatusScreen>
  );
}
