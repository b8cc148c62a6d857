import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { focusFieldOf } from './language-panels';

type Problem = { field: string; code: string };
type Answer = { responseResult: { succeeded: boolean; errorCode?: string | null; extra?: unknown } };

/**
 * An editor form's plumbing: the form's state, its problems (checked here first, then those of a
 * refused save) each told under its field (`errorOf`) with a summary (`failure`), the first field in
 * trouble focused, and a save that refreshes `listKey` and goes back to `listPath` with its outcome.
 */
export function useEditorForm<TForm, TProblem extends Problem, TAnswer extends Answer>({
  initial,
  check,
  save,
  refused,
  problemsKey,
  fixProblemsKey,
  listKey,
  listPath,
  outcome,
  textsField,
}: {
  initial: TForm;
  /** The problems found before asking the server. */
  check(form: TForm): TProblem[];
  /** Creates or updates what the form edits. */
  save(form: TForm): Promise<TAnswer>;
  /** The problems of a refused save (its `extra`). */
  refused(extra: unknown): TProblem[];
  /** Where a problem's code is told, `impacts.problems` say. */
  problemsKey: string;
  fixProblemsKey: string;
  listKey: QueryKey;
  listPath: string;
  outcome(answer: TAnswer, form: TForm): string;
  /** The field a problem about the texts as a whole focuses. */
  textsField?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<TProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  // The first field in trouble takes the focus (after a language it is in unfolds), so a keyboard or
  // screen reader user lands on it.
  useEffect(() => {
    const first = problems[0];
    if (!first) return;
    const field = focusFieldOf(first, textsField);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`)?.focus(),
    );
  }, [problems, textsField]);

  const mutation = useMutation({
    mutationFn: () => save(form),
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded) {
        setProblems(refused(answer.responseResult.extra));
        setFailure(errorText(t, answer.responseResult.errorCode));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: listKey });
      void navigate(listPath, { state: { outcome: outcome(answer, form) } });
    },
    onError: (error) => setFailure(errorText(t, errorCodeOfError(error))),
  });

  const problemText = (problem: Problem | undefined) =>
    problem ? t(`${problemsKey}.${problem.code}`) : null;

  return {
    form,
    setForm,
    set: <K extends keyof TForm>(key: K, value: TForm[K]) => setForm((f) => ({ ...f, [key]: value })),
    problems,
    failure,
    formRef,
    saving: mutation.isPending,
    /** The problem told under `field`, if any. */
    errorOf: (field: string) => problemText(problems.find((p) => p.field === field)),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found = check(form);
      setProblems(found);
      if (found.length > 0) {
        setFailure(t(fixProblemsKey));
        return;
      }
      setFailure(null);
      mutation.mutate();
    },
  };
}
