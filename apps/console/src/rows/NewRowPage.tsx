import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '@web/ui/Button';
import { SectionState } from '@web/ui/SectionState';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { QueryState } from '../ui/QueryState';
import { rowsBrandKey, rowsKey } from './row-keys';
import { emptyRowForm, settingsOf } from './row-view';
import { CreateRow, RowGenres, RowsBrand } from './queries';
import { RowSettingsForm } from './RowForm';
import { rowPath, rowsPath } from './RowsPage';

/** `/brands/:brandId/rows/new?type=movie` (slots.edit): a new own row of the brand. */
export function NewRowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const brandId = useParams().brandId ?? '';
  const mediaType = useSearchParams()[0].get('type') ?? 'movie';
  const [error, setError] = useState<string | null>(null);
  const brand = useQuery({
    queryKey: rowsBrandKey(brandId),
    queryFn: () => consoleRequest(RowsBrand, { id: brandId }),
  });
  const genres = useQuery({
    queryKey: ['rows', brandId, mediaType, 'genres'],
    queryFn: () => consoleRequest(RowGenres, { brandId, mediaType }),
  });
  const brandName = brand.data?.brand?.name ?? brandId;
  useDocumentTitle(t('rows.newTitle'));
  const create = useMutation({
    mutationFn: (form: ReturnType<typeof emptyRowForm>) =>
      consoleRequest(CreateRow, { brandId, mediaType, key: form.key.trim(), settings: settingsOf(form) }),
    onSuccess: (answer) => {
      const r = answer.createRow;
      if (!r.responseResult.succeeded || !r.row) {
        setError(errorText(t, r.responseResult.errorCode));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: rowsKey(brandId) });
      void navigate(rowPath(brandId, mediaType, r.row.slug));
    },
    onError: (e) => setError(errorText(t, (e as { errorCode?: string }).errorCode)),
  });
  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('rows.newTitleOf', { type: t(`brands.mediaTypeNames.${mediaType}`) })}
        trail={[{ to: rowsPath(brandId, mediaType), label: t('rows.listTitle') }]}
      />
      <QueryState query={genres}>
        {(data) =>
          data.rows ? (
            <RowSettingsForm
              initial={emptyRowForm(mediaType)}
              isNew
              genres={data.rows.genres}
              pending={create.isPending}
              error={error}
              submitLabel={t('rows.create')}
              onSubmit={(form) => create.mutate(form)}
            />
          ) : (
            <SectionState
              kind="empty"
              title={t('brands.notFound')}
              action={<ButtonLink to="/brands">{t('brands.backToList')}</ButtonLink>}
              data-testid="not-found"
            />
          )
        }
      </QueryState>
    </>
  );
}
