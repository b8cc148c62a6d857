import fs from 'node:fs/promises';

/** A settings file larger than this is refused unread (a brand's settings are a few kilobytes). */
export const SETTINGS_FILE_MAX_BYTES = 256 * 1024;

export type SettingsFileResult =
  { ok: true; settings: Record<string, unknown> } | { ok: false; problem: string };

/**
 * `--settings FILE` of an operator command: a JSON object with some of the fields the console's
 * form sends (the same names, the same shapes), laid over what is stored, so that every setting the
 * console writes can also be written from the command line. A field the form does not have is
 * refused, naming it, before anything is written; the values are then checked by the same rules as
 * the console's.
 */
export async function readSettingsFile(file: string, fields: readonly string[]): Promise<SettingsFileResult> {
  let text: string;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return { ok: false, problem: `--settings: ${file} is not a file` };
    if (stat.size > SETTINGS_FILE_MAX_BYTES)
      return { ok: false, problem: `--settings: ${file} is over ${SETTINGS_FILE_MAX_BYTES} bytes` };
    text = await fs.readFile(file, 'utf8');
  } catch {
    return { ok: false, problem: `--settings: cannot read ${file}` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: `--settings: ${file} is not JSON` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, problem: `--settings: ${file} must hold one JSON object of settings` };
  const unknown = Object.keys(value).filter((key) => !fields.includes(key));
  if (unknown.length > 0)
    return {
      ok: false,
      problem: `--settings: not a setting: ${unknown.join(', ')} (the settings are ${fields.join(', ')})`,
    };
  return { ok: true, settings: value as Record<string, unknown> };
}
