import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html';
import { sendError } from '../../lib/http-errors';
import type { OutboxMailRow } from './repo';
import type { MailboxService } from './service';

const Query = z.object({ to: z.string().max(320).optional() });

function toJson(m: OutboxMailRow) {
  return {
    id: Number(m.id),
    brand_id: m.brand_id,
    to_address: m.to_address,
    subject: m.subject,
    text_body: m.text_body,
    html_body: m.html_body,
    created_at: m.created_at,
    sent_at: m.sent_at,
  };
}

/** Escaped text with its http(s) links made clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(mails: OutboxMailRow[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><span>${escapeHtml(m.created_at)}</span></header>
  <p class="meta">to ${escapeHtml(m.to_address)} · brand ${escapeHtml(m.brand_id)}${m.sent_at ? ' · sent' : ''}</p>
  <pre>${linkify(m.text_body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox (dev)</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
body{background:#101114;color:#e8e8ea;font:15px/1.5 system-ui,sans-serif;margin:0;padding:24px;max-width:900px;margin:auto}
h1{font-size:20px}article{background:#1b1d22;border:1px solid #2c2f36;border-radius:8px;padding:16px;margin:12px 0}
header{display:flex;justify-content:space-between;gap:12px}header span,.meta{color:#9aa0aa;font-size:13px}
pre{white-space:pre-wrap;font:inherit;margin:8px 0 0}a{color:#5cb8e6}
</style></head><body><h1>Mailbox (dev): ${mails.length} mail${mails.length === 1 ? '' : 's'}, newest first</h1>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

/** The outbox as a page and as JSON, outside prod only (404 there). */
export function registerMailboxRoutes(
  app: FastifyInstance,
  opts: { mailbox: MailboxService; enabled: boolean },
): void {
  app.get('/dev/mailbox', async (request, reply) => {
    if (!opts.enabled) return sendError(reply, 404, 'not_found');
    const q = Query.safeParse(request.query);
    const mails = await opts.mailbox.recent({ to: q.success ? q.data.to : undefined, limit: 200 });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(mails));
  });
  app.get('/dev/mailbox.json', async (request, reply) => {
    if (!opts.enabled) return sendError(reply, 404, 'not_found');
    const q = Query.safeParse(request.query);
    if (!q.success) return sendError(reply, 400, 'invalid_input');
    const to = q.data.to?.trim().toLowerCase();
    const mails = await opts.mailbox.recent({ to, limit: 200 });
    return reply.header('cache-control', 'no-store').send({ mails: mails.map(toJson) });
  });
}
