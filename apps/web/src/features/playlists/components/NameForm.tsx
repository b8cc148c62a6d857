import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { checkPlaylistName, PLAYLIST_NAME_MAX } from '@member-area/domain';
import styles from './Playlists.module.css';

export function NameForm({
  initial = '',
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  testId,
}: {
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (name: string) => void;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkPlaylistName(name);
    if (!check.ok) {
      setProblem(t(`playlists.errors.${check.errorCode}`));
      return;
    }
    setProblem(null);
    onSubmit(check.name);
  };
  return (
    <form className={styles.renameForm} onSubmit={submit} noValidate data-testid={testId}>
      <label className="visually-hidden" htmlFor={`${testId}-name`}>
        {t('playlists.name')}
      </label>
      <input
        id={`${testId}-name`}
        className={styles.input}
        value={name}
        maxLength={PLAYLIST_NAME_MAX + 20}
        placeholder={t('playlists.newName')}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${testId}-error` : undefined}
        autoFocus={Boolean(initial)}
        data-testid={`${testId}-input`}
      />
      <Button type="submit" size="sm" loading={pending} data-testid={`${testId}-submit`}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('playlists.cancel')}
        </Button>
      ) : null}
      {problem ? (
        <p id={`${testId}-error`} className={styles.formError} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
