import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { SelectField } from '@web/ui/SelectField';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { focusControl } from '../brands/ErrorSummary';
import summaryStyles from '../brands/ErrorSummary.module.css';
import { FormSection } from '../brands/controls';
import { QueryState } from '../ui/QueryState';
import { BrandNotFound, useBrandPage } from '../ui/useBrandPage';
import { libraryBrandKey, librariesKey } from './library-keys';
import {
  LIBRARY_MEDIA_TYPES,
  LIBRARY_NAME_MAX,
  emptyLibraryForm,
  libraryFormProblems,
  libraryRefusal,
  type LibraryForm,
  type LibraryFormField,
  type LibraryFormProblem,
  type LibraryMediaType,
} from './library-view';
import { AddLibrary, BrandLibraries, LibraryBrand } from './queries';
import styles from './Libraries.module.css';

/** `/brands/:brandId/libraries/new` (catalogue.edit): a name, what it holds, and its folder on the server. */
export function NewLibraryPage() {
  const { t } = useTranslation();
  const { brandId, brandName } = useBrandPage({
    brandKey: libraryBrandKey,
    document: LibraryBrand,
    documentTitle: () => t('libraries.newTitle'),
  });
  const desk = useQuery({
    queryKey: librariesKey(brandId),
    queryFn: () => consoleRequest(BrandLibraries, { brandId }),
  });
  return (
    <QueryState query={desk}>
      {(data) =>
        data.libraries ? (
          <LibraryEditor brandId={brandId} brandName={brandName} roots={data.libraries.roots} />
        ) : (
          <BrandNotFound title={t('libraries.newTitle')} />
        )
      }
    </QueryState>
  );
}

const FIELD_LABEL: Record<LibraryFormField, string> = {
  name: 'libraries.name',
  mediaType: 'libraries.type',
  dir: 'libraries.folder',
};

/** The sentence of a problem: the form's own (`libraries.problems.*`) or the server's (`errors.*`). */
function problemSentence(t: ReturnType<typeof useTranslation>['t'], code: string): string {
  return code === 'folder_required' || code === 'folder_not_absolute'
    ? t(`libraries.problems.${code}`)
    : errorText(t, code);
}

function LibraryEditor({
  brandId,
  brandName,
  roots,
}: {
  brandId: string;
  brandName: string;
  roots: readonly string[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<LibraryForm>(emptyLibraryForm);
  const [problems, setProblems] = useState<readonly LibraryFormProblem[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [errorVersion, setErrorVersion] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const listPath = `/brands/${encodeURIComponent(brandId)}/libraries`;

  const set = <K extends keyof LibraryForm>(key: K, value: LibraryForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const errorOf = (field: LibraryFormField) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? problemSentence(t, problem.code) : null;
  };

  function refuse(next: readonly LibraryFormProblem[], general: string | null) {
    setProblems(next);
    setFormError(general);
    setErrorVersion((v) => v + 1);
  }

  // After a refused save the summary takes the focus (it is announced and links to each field).
  useEffect(() => {
    if (errorVersion > 0) summaryRef.current?.focus();
  }, [errorVersion]);

  const save = useMutation({
    mutationFn: async () => {
      const found = libraryFormProblems(form);
      if (found.length > 0) {
        refuse(found, null);
        return null;
      }
      const input = { brandId, mediaType: form.mediaType, name: form.name.trim(), dir: form.dir.trim() };
      return (await consoleRequest(AddLibrary, { input })).addLibrary;
    },
    onSuccess: (answer) => {
      if (!answer) return;
      if (!answer.responseResult.succeeded || !answer.library) {
        const refusal = libraryRefusal(answer.responseResult);
        if (refusal.field) refuse([{ field: refusal.field, code: refusal.code }], null);
        else refuse([], errorText(t, refusal.code));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: librariesKey(brandId) });
      void navigate(`${listPath}/${encodeURIComponent(answer.library.id)}`, {
        state: {
          outcome: t('libraries.addedOutcome', { name: answer.library.name }),
          scanId: answer.scan?.id ?? null,
        },
      });
    },
    onError: (error) => refuse([], errorText(t, (error as { errorCode?: string }).errorCode)),
  });

  const hasErrors = problems.length > 0 || formError !== null;
  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('libraries.newTitle')}
        trail={[{ to: listPath, label: t('libraries.listTitle') }]}
      />
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
        noValidate
        data-testid="library-form"
      >
        {hasErrors ? (
          <div
            ref={summaryRef}
            className={summaryStyles.summary}
            tabIndex={-1}
            role="alert"
            aria-labelledby="library-error-summary-title"
            data-testid="library-error-summary"
          >
            <h2 id="library-error-summary-title" className={summaryStyles.title}>
              {t('libraries.errorSummary')}
            </h2>
            <ul className={summaryStyles.list}>
              {formError ? <li>{formError}</li> : null}
              {problems.map((problem) => (
                <li key={problem.field}>
                  <a
                    href={problem.field === 'dir' ? '#library-folder' : '#library-about'}
                    onClick={(event) => {
                      if (formRef.current && focusControl(formRef.current, problem.field))
                        event.preventDefault();
                    }}
                  >
                    {t(FIELD_LABEL[problem.field])}: {problemSentence(t, problem.code)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <FormSection
          id="library-about"
          title={t('libraries.sections.about')}
          description={t('libraries.emptyText')}
        >
          <TextField
            label={t('libraries.name')}
            hint={t('libraries.nameHint')}
            value={form.name}
            onChange={(event) => set('name', event.target.value)}
            error={errorOf('name')}
            maxLength={LIBRARY_NAME_MAX}
            required
            autoComplete="off"
            data-field="name"
            data-testid="library-name"
          />
          <SelectField
            label={t('libraries.type')}
            hint={t('libraries.typeHint')}
            options={LIBRARY_MEDIA_TYPES.map((type) => ({
              value: type,
              label: t(`libraries.types.${type}`),
            }))}
            value={form.mediaType}
            onChange={(event) => set('mediaType', event.target.value as LibraryMediaType)}
            error={errorOf('mediaType')}
            data-field="mediaType"
            data-testid="library-type"
          />
        </FormSection>

        <FormSection id="library-folder" title={t('libraries.sections.folder')}>
          <TextField
            label={t('libraries.folder')}
            hint={
              roots.length > 0
                ? t('libraries.folderHint', { roots: roots.join(', ') })
                : t('libraries.noRoots')
            }
            value={form.dir}
            onChange={(event) => set('dir', event.target.value)}
            error={errorOf('dir')}
            required
            autoComplete="off"
            spellCheck={false}
            placeholder={roots[0] ? `${roots[0].replace(/[\\/]$/, '')}/…` : undefined}
            data-field="dir"
            data-testid="library-dir"
          />
        </FormSection>

        <div className={styles.saveBar}>
          <ButtonLink to={listPath} variant="ghost">
            {t('libraries.cancel')}
          </ButtonLink>
          <Button
            type="submit"
            loading={save.isPending}
            loadingLabel={t('common.saving')}
            data-testid="library-save"
          >
            {t('libraries.create')}
          </Button>
        </div>
      </form>
    </>
  );
}
