/**
 * The address fields a refused claim names (extra.fields of invalid_address or invalid_characters),
 * kept to the fields the form has; none for any other refusal.
 */
export function refusedFields<Field extends string>(
  code: string,
  extra: unknown,
  formFields: readonly Field[],
): Field[] {
  if (code !== 'invalid_address' && code !== 'invalid_characters') return [];
  const fields = (extra as { fields?: string[] } | null)?.fields ?? [];
  return fields.filter((field): field is Field => (formFields as readonly string[]).includes(field));
}
