import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import { SelectField } from '@web/ui/SelectField';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { ScrollRegion } from '../ui/ScrollRegion';
import { useMemberErrorText } from './member-errors';
import { memberSectionKey } from './member-keys';
import { MemberSection, useMemberFormat } from './MemberSection';
import { tagToAdd } from './member-tags-form';
import { MemberTags, SetMemberTags } from './queries';
import styles from './Members.module.css';

type Outcome = { tone: 'success' | 'danger'; text: string };

/**
 * The member's tags as the server stores them, each with what it does. Staff with brand.edit on the
 * member's brand (brand admin, owner) add a known tag or remove one; the server's own record (a win,
 * granted entries) is shown but not editable.
 */
export function MemberTagsSection({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const f = useMemberFormat();
  const errorTextOf = useMemberErrorText();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [choice, setChoice] = useState('');
  const [value, setValue] = useState('');
  const [valueError, setValueError] = useState<string | null>(null);
  const key = memberSectionKey(memberId, 'tags');
  const query = useQuery({ queryKey: key, queryFn: () => consoleRequest(MemberTags, { id: memberId }) });
  const tags = query.data?.member?.tags ?? [];
  const choices = query.data?.memberTagChoices ?? [];
  const save = useMutation({
    mutationFn: async (wanted: string[]) =>
      (await consoleRequest(SetMemberTags, { memberId, tags: wanted })).setMemberTags,
    onSuccess: (answer) => {
      if (answer.responseResult.succeeded) {
        setOutcome({ tone: 'success', text: t('members.tags.saved') });
        setChoice('');
        setValue('');
      } else
        setOutcome({
          tone: 'danger',
          text: errorTextOf(answer.responseResult.errorCode ?? 'internal_error'),
        });
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) =>
      setOutcome({
        tone: 'danger',
        text: errorTextOf((error as { errorCode?: string }).errorCode ?? 'internal_error'),
      }),
  });
  const editableNow = tags.filter((tag) => tag.editable).map((tag) => tag.tag);
  const chosen = choices.find((c) => c.tag === choice);
  const addable = choices.filter((c) => c.editable && (c.value !== null || !editableNow.includes(c.tag)));
  const about = (k: string | null) =>
    k ? t(`members.tags.about.${k}`, { defaultValue: t('members.tags.unknown') }) : t('members.tags.unknown');
  const title = t('members.tags.title');

  return (
    <MemberSection
      id="tags"
      title={title}
      intro={t('members.tags.intro')}
      notice={
        outcome ? (
          <Notice
            className={styles.outcome}
            tone={outcome.tone}
            role={outcome.tone === 'danger' ? 'alert' : 'status'}
            data-testid="member-tags-outcome"
          >
            {outcome.text}
          </Notice>
        ) : null
      }
      query={query}
      isEmpty={() => false}
      emptyText={t('members.tags.empty')}
    >
      {(data) => {
        const editable = data.member?.tagsEditable ?? false;
        return (
          <>
            {tags.length === 0 ? (
              <p className="console-muted" data-testid="member-tags-empty">
                {t('members.tags.empty')}
              </p>
            ) : (
              <ScrollRegion label={title}>
                <table className={tableStyles.table}>
                  <caption className="visually-hidden">{title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('members.tags.tag')}</th>
                      <th scope="col">{t('members.tags.what')}</th>
                      <th scope="col">{t('members.tags.setBy')}</th>
                      {editable ? (
                        <th scope="col">
                          <span className="visually-hidden">{t('members.tags.actions')}</span>
                        </th>
                      ) : null}
                    </tr>
                  </thead>
                  <tbody>
                    {tags.map((tag) => (
                      <tr key={tag.tag} data-testid={`member-tag-${tag.tag}`}>
                        <td className="console-mono">{tag.tag}</td>
                        <td>{about(tag.key)}</td>
                        <td className={styles.nowrap}>
                          {t(`members.tags.setBys.${tag.setBy}`, { defaultValue: tag.setBy })}
                          <br />
                          <span className="console-muted">{f.date(tag.createdAt)}</span>
                        </td>
                        {editable ? (
                          <td>
                            {tag.editable ? (
                              <Button
                                variant="secondary"
                                size="sm"
                                loading={save.isPending}
                                onClick={() => save.mutate(editableNow.filter((x) => x !== tag.tag))}
                                aria-label={t('members.tags.removeOf', { tag: tag.tag })}
                                data-testid={`member-tag-remove-${tag.tag}`}
                              >
                                {t('members.tags.remove')}
                              </Button>
                            ) : (
                              <span className="console-muted">{t('members.tags.servers')}</span>
                            )}
                          </td>
                        ) : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
            {editable ? (
              <form
                className={styles.tagForm}
                aria-label={t('members.tags.addTitle')}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!chosen || save.isPending) return;
                  const checked = tagToAdd(chosen, value);
                  setValueError(checked.ok ? null : t('members.tags.mediaTypesInvalid'));
                  if (checked.ok) save.mutate([...editableNow, checked.tag]);
                }}
                data-testid="member-tags-form"
              >
                <SelectField
                  label={t('members.tags.add')}
                  hint={chosen ? about(chosen.key) : t('members.tags.addHint')}
                  value={choice}
                  onChange={(event) => {
                    setChoice(event.target.value);
                    setValueError(null);
                  }}
                  options={[
                    { value: '', label: t('members.tags.choose') },
                    ...addable.map((c) => ({ value: c.tag, label: c.tag })),
                  ]}
                  data-testid="member-tags-choice"
                />
                {chosen?.value === 'media_types' ? (
                  <TextField
                    label={t('members.tags.mediaTypes')}
                    hint={t('members.tags.mediaTypesHint')}
                    value={value}
                    onChange={(event) => setValue(event.target.value)}
                    error={valueError}
                    autoComplete="off"
                    required
                    data-testid="member-tags-value"
                  />
                ) : null}
                <div className={styles.actions}>
                  <Button
                    type="submit"
                    disabled={!chosen}
                    loading={save.isPending}
                    loadingLabel={t('common.saving')}
                    data-testid="member-tags-add"
                  >
                    {t('members.tags.addSubmit')}
                  </Button>
                </div>
              </form>
            ) : (
              <p className="console-muted" data-testid="member-tags-readonly">
                {t('members.tags.readOnly')}
              </p>
            )}
          </>
        );
      }}
    </MemberSection>
  );
}
