import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@web/ui/Button';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { TextField } from '@web/ui/Field';
import { Icon } from '@web/ui/Icon';
import { SectionState } from '@web/ui/SectionState';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import type { ConsoleRowFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { rowKey, rowsBrandKey, rowsKey } from './row-keys';
import { moved, rowFormOf, rowTitle, settingsOf, type RowForm } from './row-view';
import {
  DeleteRow,
  OrderPins,
  PinTitle,
  RowDetail,
  RowsBrand,
  RowTitleChoices,
  UnpinTitle,
  UpdateRow,
} from './queries';
import { RowBadges } from './RowBadges';
import { RowSettingsForm } from './RowForm';
import { rowsPath } from './RowsPage';
import styles from './Rows.module.css';

type RowAnswer = {
  responseResult: { succeeded: boolean; errorCode?: string | null };
  row?: ConsoleRowFieldsFragment | null;
};

/** `/brands/:brandId/rows/:slug?type=movie` (slots.edit): a row's pins, the title picker, an own row's settings. */
export function RowPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const brandId = params.brandId ?? '';
  const slug = params.slug ?? '';
  const mediaType = useSearchParams()[0].get('type') ?? 'movie';
  const brand = useQuery({
    queryKey: rowsBrandKey(brandId),
    queryFn: () => consoleRequest(RowsBrand, { id: brandId }),
  });
  const detail = useQuery({
    queryKey: rowKey(brandId, mediaType, slug),
    queryFn: () => consoleRequest(RowDetail, { brandId, mediaType, slug }),
  });
  const brandName = brand.data?.brand?.name ?? brandId;
  const row = detail.data?.rows?.row ?? null;
  const title = row ? rowTitle(row.titles, i18n.language) : slug;
  useDocumentTitle(t('rows.rowTitleOf', { row: title }));
  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={title}
        trail={[{ to: rowsPath(brandId, mediaType), label: t('rows.listTitle') }]}
      />
      <QueryState query={detail}>
        {(data) =>
          data.rows?.row ? (
            <RowEditor
              brandId={brandId}
              mediaType={mediaType}
              row={data.rows.row}
              genres={data.rows.genres}
            />
          ) : (
            <SectionState
              kind="empty"
              title={t('rows.notFound')}
              action={<ButtonLink to={rowsPath(brandId, mediaType)}>{t('rows.backToList')}</ButtonLink>}
              data-testid="not-found"
            />
          )
        }
      </QueryState>
    </>
  );
}

function RowEditor({
  brandId,
  mediaType,
  row,
  genres,
}: {
  brandId: string;
  mediaType: string;
  row: ConsoleRowFieldsFragment;
  genres: readonly { key: string; title: string }[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const key = rowKey(brandId, mediaType, row.slug);

  useEffect(() => {
    if (focus) document.querySelector<HTMLElement>(`[data-testid="${focus}"]`)?.focus();
  }, [focus, row]);

  /** A write's answer: the row as it now is, or the refusal's sentence. */
  const settle = (answer: RowAnswer, onError: (text: string | null) => void) => {
    if (!answer.responseResult.succeeded || !answer.row) {
      onError(errorText(t, answer.responseResult.errorCode));
      return;
    }
    onError(null);
    queryClient.setQueryData(key, (old: unknown) =>
      old && typeof old === 'object' && 'rows' in old
        ? { rows: { ...(old as { rows: object }).rows, row: answer.row } }
        : old,
    );
    void queryClient.invalidateQueries({ queryKey: rowsKey(brandId), refetchType: 'none' });
  };
  const failed = (e: unknown) => setError(errorText(t, (e as { errorCode?: string }).errorCode));

  const pin = useMutation({
    mutationFn: (mediaId: string) => consoleRequest(PinTitle, { brandId, slug: row.slug, mediaId }),
    onSuccess: (a) => settle(a.pinTitle, setError),
    onError: failed,
  });
  const unpin = useMutation({
    mutationFn: (mediaId: string) => consoleRequest(UnpinTitle, { brandId, slug: row.slug, mediaId }),
    onSuccess: (a) => settle(a.unpinTitle, setError),
    onError: failed,
  });
  const orderPins = useMutation({
    mutationFn: (mediaIds: string[]) => consoleRequest(OrderPins, { brandId, slug: row.slug, mediaIds }),
    onSuccess: (a) => settle(a.orderPins, setError),
    onError: failed,
  });
  const update = useMutation({
    mutationFn: (form: RowForm) =>
      consoleRequest(UpdateRow, { brandId, slug: row.slug, settings: settingsOf(form) }),
    onSuccess: (a) => settle(a.updateRow, setFormError),
    onError: (e) => setFormError(errorText(t, (e as { errorCode?: string }).errorCode)),
  });
  const remove = useMutation({
    mutationFn: () => consoleRequest(DeleteRow, { brandId, slug: row.slug }),
    onSuccess: (a) => {
      if (!a.deleteRow.responseResult.succeeded) {
        setError(errorText(t, a.deleteRow.responseResult.errorCode));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: rowsKey(brandId) });
      void navigate(rowsPath(brandId, mediaType));
    },
    onError: failed,
  });
  const busy = pin.isPending || unpin.isPending || orderPins.isPending;
  const movePin = (index: number, by: -1 | 1) => {
    const next = moved(
      row.pins.map((p) => p.mediaId),
      index,
      by,
    );
    if (!next) return;
    setFocus(`pin-${by < 0 ? 'up' : 'down'}-${row.pins[index]!.mediaId}`);
    orderPins.mutate(next);
  };

  return (
    <div className={styles.rowPage}>
      <p className={styles.meta}>
        <code>{row.slug}</code> <RowBadges row={row} />
        {row.tags.length > 0 ? (
          <span className={styles.muted}>{t('rows.tagsList', { tags: row.tags.join(', ') })}</span>
        ) : null}
      </p>
      {error ? (
        <p className={styles.error} role="alert" data-testid="row-error">
          {error}
        </p>
      ) : null}

      <section aria-labelledby="row-pins" className={styles.panel}>
        <h2 id="row-pins">{t('rows.pinsTitle')}</h2>
        <p className={styles.muted}>{t('rows.pinsIntro')}</p>
        {row.pins.length === 0 ? (
          <p className={styles.muted} data-testid="pins-empty">
            {t('rows.pinsEmpty')}
          </p>
        ) : (
          <ol className={styles.list} data-testid="pin-list" aria-busy={busy || undefined}>
            {row.pins.map((p, index) => (
              <li key={p.mediaId} className={styles.item} data-testid={`pin-${p.mediaId}`}>
                <span className={styles.position} aria-hidden="true">
                  {index + 1}
                </span>
                <div className={styles.main}>
                  <span className={styles.name}>{p.title}</span>
                  {p.listed ? null : <span className={styles.badgeHidden}>{t('rows.pinNotListed')}</span>}
                </div>
                <div className={styles.actions}>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Icon name="arrow-up" size={16} />}
                    disabled={index === 0 || busy}
                    onClick={() => movePin(index, -1)}
                    aria-label={t('rows.moveUpLabel', { row: p.title })}
                    data-testid={`pin-up-${p.mediaId}`}
                  >
                    {t('rows.moveUp')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Icon name="arrow-down" size={16} />}
                    disabled={index === row.pins.length - 1 || busy}
                    onClick={() => movePin(index, 1)}
                    aria-label={t('rows.moveDownLabel', { row: p.title })}
                    data-testid={`pin-down-${p.mediaId}`}
                  >
                    {t('rows.moveDown')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<Icon name="close" size={16} />}
                    disabled={busy}
                    onClick={() => unpin.mutate(p.mediaId)}
                    aria-label={t('rows.unpinLabel', { title: p.title })}
                    data-testid={`pin-remove-${p.mediaId}`}
                  >
                    {t('rows.unpin')}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        <TitlePicker
          brandId={brandId}
          mediaType={row.mediaType}
          pinned={new Set(row.pins.map((p) => p.mediaId))}
          pending={pin.isPending}
          onPick={(mediaId) => pin.mutate(mediaId)}
        />
      </section>

      {row.own ? (
        <section aria-labelledby="row-settings" className={styles.panel}>
          <h2 id="row-settings">{t('rows.settingsTitle')}</h2>
          <RowSettingsForm
            initial={rowFormOf(row)}
            isNew={false}
            genres={genres}
            pending={update.isPending}
            error={formError}
            submitLabel={t('rows.save')}
            onSubmit={(form) => update.mutate(form)}
          />
          <ConfirmDialog
            trigger={
              <Button variant="danger" icon={<Icon name="trash" size={16} />} data-testid="row-delete">
                {t('rows.delete')}
              </Button>
            }
            title={t('rows.deleteTitle')}
            body={t('rows.deleteBody', { row: rowTitle(row.titles, 'en-us') })}
            confirmLabel={t('rows.delete')}
            cancelLabel={t('rows.cancel')}
            pending={remove.isPending}
            onConfirm={(close) => remove.mutate(undefined, { onSettled: close })}
          />
        </section>
      ) : (
        <p className={styles.muted}>{row.preset ? t('rows.presetExplained') : t('rows.sharedExplained')}</p>
      )}
    </div>
  );
}

/** Searches the brand's listed titles of the row's type by the start of their name. */
function TitlePicker({
  brandId,
  mediaType,
  pinned,
  pending,
  onPick,
}: {
  brandId: string;
  mediaType: string;
  pinned: ReadonlySet<string>;
  pending: boolean;
  onPick(mediaId: string): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const choices = useQuery({
    queryKey: ['rows', brandId, mediaType, 'choices', query],
    queryFn: () => consoleRequest(RowTitleChoices, { brandId, mediaType, query }),
    enabled: query !== '',
  });
  const list = choices.data?.rows?.titleChoices ?? [];
  return (
    <div className={styles.picker}>
      <form
        role="search"
        className={styles.pickerForm}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(text.trim());
        }}
      >
        <TextField
          label={t('rows.findTitle')}
          hint={t('rows.findTitleHint')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          data-testid="pin-search"
        />
        <Button
          type="submit"
          variant="secondary"
          icon={<Icon name="search" size={16} />}
          data-testid="pin-search-go"
        >
          {t('rows.search')}
        </Button>
      </form>
      {query === '' ? null : choices.isPending ? (
        <SectionState kind="loading" title={t('rows.searching')} />
      ) : choices.isError ? (
        <SectionState kind="error" title={t('rows.searchFailed')} />
      ) : list.length === 0 ? (
        <p className={styles.muted} data-testid="pin-choices-empty">
          {t('rows.noChoices', { query })}
        </p>
      ) : (
        <ul className={styles.choices} data-testid="pin-choices">
          {list.map((c) => (
            <li key={c.mediaId} className={styles.choice}>
              <span>
                {c.title}
                {c.releaseYear ? <span className={styles.muted}> ({c.releaseYear})</span> : null}
              </span>
              <Button
                size="sm"
                icon={<Icon name="plus" size={16} />}
                disabled={pinned.has(c.mediaId) || pending}
                onClick={() => onPick(c.mediaId)}
                aria-label={t('rows.pinLabel', { title: c.title })}
                data-testid={`pin-choice-${c.mediaId}`}
              >
                {pinned.has(c.mediaId) ? t('rows.pinned') : t('rows.pin')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
