/** The optional JSON beside a title's file, for what files cannot say (issue 32 point 2). */
import fs from 'node:fs/promises';
import { z } from 'zod';
import { checkFile, errorDetail, fail, ok, type ReadResult } from './result';

/** The credit roles the catalogue knows (seed/catalogue/generate.ts writes the same). */
export const SIDECAR_CREDIT_ROLES = [
  'artist',
  'author',
  'cast',
  'director',
  'narrator',
  'producer',
  'publisher',
  'studio',
  'writer',
] as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * Exact keys (a misspelt `descripton` is an error the operator sees, not a silently ignored
 * field). Issue 32 names description, genres and credits; title and releaseDate correct what tags
 * get wrong.
 */
export const sidecarSchema = z.strictObject({
  title: text(300).optional(),
  description: text(10_000).optional(),
  genres: z.array(text(100)).max(20).optional(),
  credits: z
    .array(z.strictObject({ name: text(200), role: z.enum(SIDECAR_CREDIT_ROLES) }))
    .max(200)
    .optional(),
  releaseDate: z.iso.date().optional(),
});

export type Sidecar = z.infer<typeof sidecarSchema>;

/** A sidecar is a few kilobytes; anything this large is not one. */
const SIDECAR_MAX_BYTES = 256 * 1024;

/** Reads and checks a sidecar. Bad JSON or a field it does not know is `invalid_sidecar` with the reason. */
export async function readSidecar(absPath: string): Promise<ReadResult<Sidecar>> {
  const checked = await checkFile(absPath, SIDECAR_MAX_BYTES);
  if (!checked.ok) return checked;
  let raw: string;
  try {
    raw = await fs.readFile(absPath, 'utf8');
  } catch (err) {
    return fail('unreadable_file', errorDetail(err));
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch (err) {
    return fail('invalid_sidecar', errorDetail(err));
  }
  const parsed = sidecarSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return fail('invalid_sidecar', `${where}${issue.message}`);
  }
  return ok(parsed.data);
}
