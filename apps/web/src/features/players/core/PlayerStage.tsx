import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PlayerKind } from '@member-area/domain';
import { ButtonLink, Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import type { PlaybackData, PlayerErrorCode, PlayerProps } from './contract';
import { PlayerErrorBoundary } from './PlayerErrorBoundary';
import { PLAYERS } from './players';
import styles from './PlayerHost.module.css';

function Centered({ children }: { children: ReactNode }) {
  return <div className={styles.centered}>{children}</div>;
}

/** A message where the player would be, read out at once (role alert), with what the member can do. */
function StageAlert({ testId, code, children }: { testId?: string; code?: string; children: ReactNode }) {
  return (
    <Centered>
      <div className={styles.message} role="alert" data-testid={testId} data-code={code}>
        {children}
      </div>
    </Centered>
  );
}

/** A failure the member can only try again: its sentence and Retry. */
function RetryAlert({ message, retry }: { message: string; retry(): void }) {
  const { t } = useTranslation();
  return (
    <StageAlert testId="player-error">
      <p>{message}</p>
      <Button onClick={retry}>{t('players.host.retry')}</Button>
    </StageAlert>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Centered>
      <Spinner size={36} label={t('players.host.loading')} />
    </Centered>
  );
}

interface StageProps {
  query: UseQueryResult<PlaybackData>;
  kind: PlayerKind | null;
  error: PlayerErrorCode | null;
  props: PlayerProps | null;
  attempt: number;
  retry(): void;
  close(): void;
  report(): void;
}

/**
 * What the overlay shows under its header: loading, the network error, a refusal (with the
 * upgrade link for a title outside the plan), the player's own error, or the player itself.
 */
export function PlayerStage({ query, kind, error, props, attempt, retry, close, report }: StageProps) {
  const playback = query.data;
  if (query.isPending) return <Loading />;
  if (query.isError || !playback) return <NetworkError retry={retry} />;
  if (!playback.available) return <Refusal playback={playback} close={close} />;
  if (error) return <PlayerError error={error} retry={retry} report={report} />;
  if (!kind) return <UnknownMediaType />;
  const Player = PLAYERS[kind];
  return (
    <PlayerErrorBoundary key={attempt} fallback={(again) => <LoadFailed again={again} />}>
      <Suspense fallback={<Loading />}>{props ? <Player key={attempt} {...props} /> : null}</Suspense>
    </PlayerErrorBoundary>
  );
}

function NetworkError({ retry }: { retry(): void }) {
  const { t } = useTranslation();
  return <RetryAlert message={t('players.errors.network')} retry={retry} />;
}

function Refusal({ playback, close }: { playback: PlaybackData; close(): void }) {
  const { t } = useTranslation();
  const code = playback.errorCode ?? 'media_unavailable';
  return (
    <StageAlert testId="player-refusal" code={code}>
      <p>
        {playback.message ?? t(`players.refusals.${code}`, { defaultValue: t('players.host.unavailable') })}
      </p>
      {code === 'not_in_plan' ? (
        <ButtonLink to="/account/membership" onClick={close} data-testid="player-upgrade">
          {t('players.host.upgrade')}
        </ButtonLink>
      ) : (
        <Button variant="secondary" onClick={close}>
          {t('players.host.back')}
        </Button>
      )}
    </StageAlert>
  );
}

function PlayerError({ error, retry, report }: { error: PlayerErrorCode; retry(): void; report(): void }) {
  const { t } = useTranslation();
  return (
    <StageAlert testId="player-error" code={error}>
      <p>{t(`players.errors.${error}`)}</p>
      <div className={styles.messageActions}>
        <Button onClick={retry}>{t('players.host.retry')}</Button>
        <Button variant="secondary" onClick={report} aria-haspopup="dialog">
          {t('players.host.report')}
        </Button>
      </div>
    </StageAlert>
  );
}

function UnknownMediaType() {
  const { t } = useTranslation();
  return (
    <StageAlert>
      <p>{t('players.refusals.invalid_media_type')}</p>
    </StageAlert>
  );
}

function LoadFailed({ again }: { again(): void }) {
  const { t } = useTranslation();
  return <RetryAlert message={t('players.host.loadFailed')} retry={again} />;
}
