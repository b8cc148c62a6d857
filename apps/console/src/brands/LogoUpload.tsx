import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { FieldError } from '@web/ui/Field';
import { Spinner } from '@web/ui/Spinner';
import { ApiError, postForm } from '../app/http';
import { errorText } from '../app/errors';
import { BRANDS_KEY } from './BrandsPage';
import { brandKey } from './queries';
import styles from './LogoUpload.module.css';

/** The server's limit (apps/server/src/modules/brand/admin-upload.ts LOGO_MAX_BYTES): checked before sending. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The error code of a failed upload: the server's `not_a_picture`, `payload_too_large`, `forbidden`,
 * `brand_not_found`, `unauthenticated`, or `network` when it could not be reached.
 */
export function uploadErrorCode(caught: unknown): string {
  return caught instanceof ApiError ? caught.errorCode : 'internal_error';
}

export interface LogoUrls {
  logoUrl: string;
  iconUrl: string;
}

/** POST /adminapi/brands/:id/logo, multipart with the picture in `file` (docs/console.md "The door"). */
export function uploadLogo(brandId: string, file: File): Promise<LogoUrls> {
  const form = new FormData();
  form.append('file', file);
  return postForm<LogoUrls>(`/adminapi/brands/${encodeURIComponent(brandId)}/logo`, form);
}

/**
 * The logo and icon: one picture uploaded, the server re-encodes it and draws the icon sizes from
 * it. Only for a saved brand (the upload names it); the new pictures show at once.
 */
export function LogoUpload({
  brandId,
  urls,
  onUploaded,
  disabled,
}: {
  brandId: string | null;
  urls: LogoUrls | null;
  onUploaded(urls: LogoUrls): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [version, setVersion] = useState(0);
  const queryClient = useQueryClient();

  async function upload(file: File) {
    if (!brandId) return;
    setError(null);
    setDone(false);
    if (file.size > LOGO_MAX_BYTES) {
      setError(errorText(t, 'payload_too_large'));
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadLogo(brandId, file));
      setVersion((v) => v + 1);
      setDone(true);
      // The list and the brand's own query read the logo's new address (its name holds its hash).
      void queryClient.invalidateQueries({ queryKey: BRANDS_KEY });
      void queryClient.invalidateQueries({ queryKey: brandKey(brandId) });
    } catch (caught) {
      setError(errorText(t, uploadErrorCode(caught)));
    } finally {
      setBusy(false);
    }
  }

  const bust = (url: string) => (version ? `${url}${url.includes('?') ? '&' : '?'}v=${version}` : url);

  return (
    <div className={styles.upload} data-testid="logo-upload">
      <div className={styles.previews}>
        <figure className={styles.figure}>
          <div className={styles.logoBox}>
            {urls?.logoUrl ? (
              <img src={bust(urls.logoUrl)} alt={t('brands.logoPreviewAlt')} />
            ) : (
              <span className="console-muted">—</span>
            )}
          </div>
          <figcaption>{t('brands.logo')}</figcaption>
        </figure>
        <figure className={styles.figure}>
          <div className={styles.iconBox}>
            {urls?.iconUrl ? (
              <img src={bust(urls.iconUrl)} alt={t('brands.iconPreviewAlt')} width={32} height={32} />
            ) : (
              <span className="console-muted">—</span>
            )}
          </div>
          <figcaption>{t('brands.icon')}</figcaption>
        </figure>
      </div>
      <div className={styles.pick}>
        <label htmlFor={id} className={styles.label}>
          {t('brands.uploadLabel')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className={styles.file}
          disabled={disabled || busy || !brandId}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
          data-testid="logo-file"
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {brandId ? t('brands.uploadHint') : t('brands.uploadAfterCreate')}
        </p>
        <p role="status" className={styles.status}>
          {busy ? (
            <>
              <Spinner size={16} /> {t('brands.uploading')}
            </>
          ) : done ? (
            t('brands.uploaded')
          ) : null}
        </p>
        {error ? <FieldError id={`${id}-error`} error={error} /> : null}
      </div>
    </div>
  );
}
