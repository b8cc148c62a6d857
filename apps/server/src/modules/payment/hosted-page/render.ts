import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '@member-area/domain';
import { escapeHtml } from '../../../lib/html';
import deDe from './locales/de-de.json' with { type: 'json' };
import enUs from './locales/en-us.json' with { type: 'json' };
import esEs from './locales/es-es.json' with { type: 'json' };
import frCa from './locales/fr-ca.json' with { type: 'json' };
import itIt from './locales/it-it.json' with { type: 'json' };
import jaJp from './locales/ja-jp.json' with { type: 'json' };
import myMs from './locales/my-ms.json' with { type: 'json' };
import ptPt from './locales/pt-pt.json' with { type: 'json' };
import type { CardField, CardProblem } from '../service';

const KEYS = [
  'title',
  'setupHeading',
  'checkoutHeading',
  'amountDue',
  'billedEvery',
  'cardTab',
  'paypalTab',
  'cardNumber',
  'cardDate',
  'cardCcv',
  'cardHolder',
  'cardDateHint',
  'paypalEmail',
  'paypalNote',
  'saveCard',
  'pay',
  'paypalApprove',
  'cancel',
  'sandboxNote',
  'testCards',
  'secure',
  'card_number_invalid',
  'card_expiry_invalid',
  'card_expired',
  'card_cvc_invalid',
  'card_holder_required',
  'card_declined',
  'paypal_email_invalid',
  'session_expired',
  'back',
  'savedCard',
  'orNewCard',
  'too_many_attempts',
] as const;
const Texts = z.object(
  Object.fromEntries(KEYS.map((k) => [k, z.string().min(1)])) as Record<(typeof KEYS)[number], z.ZodString>,
);
type PageTexts = z.infer<typeof Texts>;

// Parsed at start: a missing key fails loudly rather than rendering a broken payment page.
const TEXTS: Record<LanguageCode, PageTexts> = {
  'en-us': Texts.parse(enUs),
  'fr-ca': Texts.parse(frCa),
  'de-de': Texts.parse(deDe),
  'it-it': Texts.parse(itIt),
  'pt-pt': Texts.parse(ptPt),
  'es-es': Texts.parse(esEs),
  'ja-jp': Texts.parse(jaJp),
  'my-ms': Texts.parse(myMs),
};

export function pageLang(candidates: (string | null | undefined)[]): LanguageCode {
  for (const c of candidates) if (c && (LANGUAGE_CODES as string[]).includes(c)) return c as LanguageCode;
  return 'en-us';
}

export interface HostedPageModel {
  lang: LanguageCode;
  brandName: string;
  accent: string;
  kind: 'setup' | 'checkout';
  method: 'card' | 'paypal';
  action: string;
  planName: string | null;
  amount: string | null; // '$19.99'
  recurring: { price: string; days: number } | null;
  /** Checkout only: the member's preferred method, payable with one button. */
  saved: { last4: string | null; expiry: string | null; brand: string } | null;
  errors: Partial<Record<CardField, CardProblem>>;
  /** Non-secret values to refill after an error (never the card number or CVC). */
  values: { cardDate?: string; cardHolder?: string; paypalEmail?: string };
  expired: boolean;
  backUrl: string;
}

function fill(t: string, vars: Record<string, string>): string {
  return t.replace(/\{\{(\w+)\}\}/g, (m, k: string) => vars[k] ?? m);
}

const CSS = `
:root{color-scheme:dark;--accent:ACCENT}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#0d0f14;color:#e8eaf0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:flex;align-items:flex-start;justify-content:center;padding:32px 16px}
main{width:100%;max-width:440px;background:#161a22;border:1px solid #262b36;border-radius:16px;padding:24px}
h1{font-size:1.25rem;margin:0 0 4px}
.brand{color:#9aa3b2;font-size:.875rem;margin:0 0 16px}
.summary{background:#0f1218;border-radius:12px;padding:12px 16px;margin:0 0 16px}
.summary strong{font-size:1.5rem;display:block}
.muted{color:#9aa3b2;font-size:.875rem}
nav{display:flex;gap:8px;margin:0 0 16px}
nav a{flex:1;text-align:center;padding:10px;border-radius:10px;border:1px solid #2c3340;color:#e8eaf0;text-decoration:none}
nav a[aria-current=page]{border-color:var(--accent);background:color-mix(in srgb,var(--accent) 18%,transparent)}
label{display:block;font-size:.875rem;margin:12px 0 4px}
input{width:100%;padding:12px;border-radius:10px;border:1px solid #2c3340;background:#0f1218;color:#e8eaf0;font-size:1rem}
input:focus{outline:2px solid var(--accent);outline-offset:1px}
input[aria-invalid=true]{border-color:#ff6b6b}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{color:#ff8a8a;font-size:.875rem;margin:4px 0 0}
.alert{background:#3a1518;border:1px solid #6b2228;color:#ffb3b3;border-radius:10px;padding:10px 12px;margin:0 0 12px}
button{width:100%;margin-top:20px;padding:14px;border:0;border-radius:10px;background:var(--accent);color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible{outline:2px solid #fff;outline-offset:2px}
.secondary{background:transparent;border:1px solid #2c3340;color:#e8eaf0;font-weight:400;margin-top:10px}
.or{text-align:center;margin:16px 0 8px}
.note{margin-top:16px;font-size:.8rem;color:#8790a0}
@media (max-width:400px){main{padding:16px}.row{flex-direction:column;gap:0}}
`;

export function renderHostedPage(m: HostedPageModel): string {
  const t = TEXTS[m.lang];
  const e = (s: string) => escapeHtml(s);
  const err = (field: CardField) => {
    const code = m.errors[field];
    return code ? `<p class="error" id="${field}-error" role="alert">${e(t[code])}</p>` : '';
  };
  const invalid = (field: CardField) =>
    m.errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
  const heading = m.kind === 'setup' ? t.setupHeading : t.checkoutHeading;
  const langQ = `lang=${m.lang}`;
  let body: string;
  if (m.expired) {
    body = `<p class="alert" role="alert">${e(t.session_expired)}</p><a href="${e(m.backUrl)}">${e(t.back)}</a>`;
  } else {
    const summary =
      m.kind === 'checkout' && m.amount
        ? `<div class="summary"><span class="muted">${e(m.planName ?? '')} · ${e(t.amountDue)}</span><strong>${e(m.amount)}</strong>${
            m.recurring
              ? `<span class="muted">${e(fill(t.billedEvery, { price: m.recurring.price, days: String(m.recurring.days) }))}</span>`
              : ''
          }</div>`
        : '';
    const tabs = `<nav aria-label="${e(t.title)}"><a href="${e(m.action)}?method=card&${langQ}"${m.method === 'card' ? ' aria-current="page"' : ''}>${e(t.cardTab)}</a><a href="${e(m.action)}?method=paypal&${langQ}"${m.method === 'paypal' ? ' aria-current="page"' : ''}>${e(t.paypalTab)}</a></nav>`;
    const submit = m.kind === 'setup' ? t.saveCard : fill(t.pay, { amount: m.amount ?? '' });
    const formError = m.errors.form ? `<p class="alert" role="alert">${e(t[m.errors.form])}</p>` : '';
    const fields =
      m.method === 'card'
        ? `<label for="cardNumber">${e(t.cardNumber)}</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required${invalid('cardNumber')}>${err('cardNumber')}
<div class="row"><div><label for="cardDate">${e(t.cardDate)}</label>
<input id="cardDate" name="cardDate" inputmode="numeric" autocomplete="cc-exp" placeholder="${e(t.cardDateHint)}" maxlength="7" required value="${e(m.values.cardDate ?? '')}"${invalid('cardDate')}>${err('cardDate')}</div>
<div><label for="cardCcv">${e(t.cardCcv)}</label>
<input id="cardCcv" name="cardCcv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required${invalid('cardCcv')}>${err('cardCcv')}</div></div>
<label for="cardHolder">${e(t.cardHolder)}</label>
<input id="cardHolder" name="cardHolder" autocomplete="cc-name" maxlength="80" required value="${e(m.values.cardHolder ?? '')}"${invalid('cardHolder')}>${err('cardHolder')}
<button type="submit">${e(submit)}</button>`
        : `<p class="muted">${e(t.paypalNote)}</p>
<label for="paypalEmail">${e(t.paypalEmail)}</label>
<input id="paypalEmail" name="paypalEmail" type="email" autocomplete="email" maxlength="200" required value="${e(m.values.paypalEmail ?? '')}"${invalid('paypalEmail')}>${err('paypalEmail')}
<button type="submit">${e(m.kind === 'setup' ? t.paypalApprove : submit)}</button>`;
    const saved =
      m.kind === 'checkout' && m.saved
        ? `<form method="post" action="${e(m.action)}?${langQ}"><input type="hidden" name="method" value="saved"><button type="submit">${e(
            m.saved.brand === 'paypal'
              ? `${t.paypalTab} · ${fill(t.pay, { amount: m.amount ?? '' })}`
              : fill(t.savedCard, { last4: m.saved.last4 ?? '', expiry: m.saved.expiry ?? '' }),
          )}</button></form><p class="muted or">${e(t.orNewCard)}</p>`
        : '';
    body = `${summary}${formError}${saved}${tabs}
<form method="post" action="${e(m.action)}?${langQ}" novalidate>
<input type="hidden" name="method" value="${m.method}">
${fields}
</form>
<form method="post" action="${e(m.action)}?${langQ}"><input type="hidden" name="action" value="cancel"><button class="secondary" type="submit">${e(t.cancel)}</button></form>
<p class="note">${e(fill(t.secure, { brand: m.brandName }))}<br>${e(t.sandboxNote)} ${e(t.testCards)}</p>`;
  }
  const accent = /^#[0-9A-Fa-f]{3,8}$/.test(m.accent) ? m.accent : '#298CB5';
  return `<!doctype html><html lang="${m.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${e(t.title)} - ${e(m.brandName)}</title><style>${CSS.replace('ACCENT', accent)}</style></head><body><main><h1>${e(heading)}</h1><p class="brand">${e(m.brandName)} · ${e(t.title)}</p>${body}</main></body></html>`;
}
