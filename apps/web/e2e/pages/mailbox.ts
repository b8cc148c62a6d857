import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl, hostHeader } from '../env';

interface Mail {
  to_address?: string;
  to?: string;
  subject: string;
  text_body?: string;
  text?: string;
  html_body?: string;
}

/** The dev mailbox (/dev/mailbox.json): where mail goes outside production. */
export async function latestMailTo(request: APIRequestContext, host: string, to: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(apiUrl(`/dev/mailbox.json?to=${encodeURIComponent(to)}`), {
          headers: hostHeader(host),
        });
        if (!res.ok()) return undefined;
        const body = (await res.json()) as { mails?: Mail[] } | Mail[];
        const mails = Array.isArray(body) ? body : (body.mails ?? []);
        found = mails[0];
        return found?.subject;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return found as Mail;
}

export function firstLink(mail: Mail, pathPart: string): string {
  const text = `${mail.text_body ?? mail.text ?? ''} ${mail.html_body ?? ''}`;
  const match = new RegExp(`https?://[^\\s"'<>]*${pathPart}[^\\s"'<>]*`).exec(text);
  if (!match) throw new Error(`no link containing ${pathPart} in mail "${mail.subject}"`);
  return match[0];
}
