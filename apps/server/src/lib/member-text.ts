/**
 * The server's side of packages/domain's text-safety rule (issue 29 item 3): every boundary where
 * a member (or an operator, for a member) types free text refuses control and bidirectional
 * characters with one answer, `invalid_characters` and the fields in extra.fields, before anything
 * is written. Before, PostgreSQL answered a NUL with an internal error and SQLite stored it.
 */
import { z } from 'zod';
import { INVALID_CHARACTERS, isSafeText, unsafeTextFields, type TextShape } from '@member-area/domain';

export type CharacterRefusal<F extends string = string> = {
  ok: false;
  errorCode: typeof INVALID_CHARACTERS;
  extra: { fields: F[] };
};

/**
 * A zod string that refuses what isSafeText refuses; its issue carries params.errorCode so that
 * refusedFieldsOf can tell it from the schema's other problems. Chain trim/min/max after it.
 */
export function memberText(shape: TextShape = 'line') {
  return z.string().refine((s) => isSafeText(s, shape), {
    message: INVALID_CHARACTERS,
    params: { errorCode: INVALID_CHARACTERS },
  });
}

/** The top-level fields whose memberText check failed in `error` (none when it failed otherwise). */
export function refusedFieldsOf(error: z.ZodError): string[] {
  const fields = error.issues
    .filter((i) => i.code === 'custom' && i.params?.errorCode === INVALID_CHARACTERS)
    .map((i) => String(i.path[0]));
  return [...new Set(fields)];
}

/** The refusal for these fields. */
export function invalidCharacters<F extends string>(fields: F[]): CharacterRefusal<F> {
  return { ok: false, errorCode: INVALID_CHARACTERS, extra: { fields } };
}

/**
 * For a boundary without a zod schema: the refusal when any of `fields` of `input` holds a refused
 * character, else null.
 */
export function refuseUnsafeText<F extends string>(
  input: unknown,
  fields: readonly F[],
  shape: TextShape = 'line',
): CharacterRefusal<F> | null {
  const unsafe = unsafeTextFields(input, fields, shape);
  return unsafe.length > 0 ? invalidCharacters(unsafe) : null;
}
