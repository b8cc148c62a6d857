import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { LanguageCode } from '@member-area/domain';
import { LANGUAGE_NAMES } from '@web/i18n/negotiate';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { FormError } from '@web/ui/FormError';
import { SelectField } from '@web/ui/SelectField';
import { consoleRequest } from '../app/graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import type { NewMemberChoicesQuery } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import {
  emptyNewMemberForm,
  newMemberFieldOf,
  newMemberInput,
  type NewMemberField,
  type NewMemberForm,
} from './member-form';
import { memberBrandKey, memberKey, membersKey, newMemberChoicesKey } from './member-keys';
import { useMemberErrorText } from './member-errors';
import { CreateMember, MemberBrand, NewMemberChoices } from './queries';
import styles from './Members.module.css';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound } from '../ui/useBrandPage';

type Choices = NonNullable<NewMemberChoicesQuery['newMemberOptions']>;

/** `/brands/:brandId/members/new`: adds a member to the brand and mails them a set-password link (members.act). */
export function NewMemberPage() {
  const { t } = useTranslation();
  const brandId = useParams().brandId ?? '';
  const brand = useQuery({
    queryKey: memberBrandKey(brandId),
    queryFn: () => consoleRequest(MemberBrand, { id: brandId }),
  });
  const choices = useQuery({
    queryKey: newMemberChoicesKey(brandId),
    queryFn: () => consoleRequest(NewMemberChoices, { brandId }),
  });
  useDocumentTitle(t('members.newTitle'));
  const brandName = brand.data?.brand?.name ?? brandId;
  return (
    <QueryState query={choices}>
      {(data) =>
        data.newMemberOptions ? (
          <NewMemberForm brandId={brandId} brandName={brandName} choices={data.newMemberOptions} />
        ) : (
          <BrandNotFound title={t('members.newTitle')} />
        )
      }
    </QueryState>
  );
}

function NewMemberForm({
  brandId,
  brandName,
  choices,
}: {
  brandId: string;
  brandName: string;
  choices: Choices;
}) {
  const { t } = useTranslation();
  const errorTextOf = useMemberErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<NewMemberForm>(() => emptyNewMemberForm(choices.defaultLanguage));
  const [fieldError, setFieldError] = useState<{ field: NewMemberField; text: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [errorVersion, setErrorVersion] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const listPath = `/brands/${encodeURIComponent(brandId)}/members`;

  const set = <K extends keyof NewMemberForm>(key: K, value: NewMemberForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const errorOf = (field: NewMemberField) => (fieldError?.field === field ? fieldError.text : null);

  function refuse(code: string, field: NewMemberField | null) {
    const text = errorTextOf(code);
    setFieldError(field ? { field, text } : null);
    setFormError(field ? null : text);
    setErrorVersion((v) => v + 1);
  }

  // After a refusal, the control in error takes the focus (WCAG 3.3.1), else the form's error.
  useEffect(() => {
    if (errorVersion === 0) return;
    const field = fieldError?.field;
    const target = field ? formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`) : null;
    (target ?? formErrorRef.current)?.focus();
  }, [errorVersion, fieldError]);

  const create = useMutation({
    mutationFn: async () => {
      const checked = newMemberInput(form);
      if (!checked.ok) {
        refuse(checked.errorCode, checked.field);
        return null;
      }
      return (await consoleRequest(CreateMember, { brandId, input: checked.value })).createMember;
    },
    onSuccess: (answer) => {
      if (!answer) return;
      const { responseResult, member } = answer;
      if (!responseResult.succeeded || !member) {
        refuse(responseResult.errorCode ?? 'internal_error', newMemberFieldOf(responseResult.extra));
        return;
      }
      queryClient.setQueryData(memberKey(member.id), { member });
      void queryClient.invalidateQueries({ queryKey: membersKey(brandId) });
      const outcome = answer.linkSent
        ? t('members.created', { email: member.email })
        : t('members.createdNoMail', { email: member.email });
      void navigate(`${listPath}/${encodeURIComponent(member.id)}`, { state: { outcome } });
    },
    onError: (error) => refuse((error as { errorCode?: string }).errorCode ?? 'internal_error', null),
  });

  const languageOptions = choices.languages.map((code) => ({
    value: code,
    label: LANGUAGE_NAMES[code as LanguageCode] ?? code,
  }));
  const planOptions = [
    { value: '', label: t('members.fields.noPlan') },
    ...choices.plans.map((plan) => ({ value: plan.id, label: `${plan.name} (#${plan.id})` })),
  ];

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('members.newTitle')}
        trail={[{ to: listPath, label: t('members.listTitle') }]}
      />
      <p className={`console-muted ${styles.intro}`}>{t('members.newIntro')}</p>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!create.isPending) create.mutate();
        }}
        noValidate
        data-testid="member-form"
      >
        <div ref={formErrorRef} tabIndex={-1}>
          <FormError message={formError} />
        </div>
        <TextField
          label={t('members.fields.email')}
          type="email"
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
          error={errorOf('email')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          required
          data-field="email"
          data-testid="member-email"
        />
        <div className={styles.twoColumns}>
          <TextField
            label={t('members.fields.firstName')}
            value={form.firstName}
            onChange={(event) => set('firstName', event.target.value)}
            error={errorOf('firstName')}
            autoComplete="off"
            maxLength={80}
            required
            data-field="firstName"
            data-testid="member-first-name"
          />
          <TextField
            label={t('members.fields.lastName')}
            value={form.lastName}
            onChange={(event) => set('lastName', event.target.value)}
            error={errorOf('lastName')}
            autoComplete="off"
            maxLength={80}
            required
            data-field="lastName"
            data-testid="member-last-name"
          />
        </div>
        <div className={styles.twoColumns}>
          <SelectField
            label={t('members.fields.language')}
            hint={t('members.fields.languageHint')}
            options={languageOptions}
            value={form.language}
            onChange={(event) => set('language', event.target.value)}
            error={errorOf('language')}
            data-field="language"
            data-testid="member-language"
          />
          <SelectField
            label={t('members.fields.plan')}
            hint={t('members.fields.planHint')}
            options={planOptions}
            value={form.planId}
            onChange={(event) => set('planId', event.target.value)}
            error={errorOf('planId')}
            data-field="planId"
            data-testid="member-plan"
          />
        </div>
        <div className={styles.actions}>
          <Button
            type="submit"
            loading={create.isPending}
            loadingLabel={t('common.saving')}
            data-testid="member-create"
          >
            {t('members.create')}
          </Button>
          <ButtonLink variant="ghost" to={listPath}>
            {t('common.cancel')}
          </ButtonLink>
        </div>
      </form>
    </>
  );
}
