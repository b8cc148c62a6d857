import { LANGUAGE_CODES, type LanguageCode } from '@member-area/domain';
import { escapeHtml } from '../../../lib/html';
import { translator, type EnglishTexts } from '../../../i18n';
import type { CardField, CardProblem } from '../service';

/** The page's texts: i18n/locales/<code>/hosted-page.json. */
type PageTextKey = keyof EnglishTexts['hosted-page'];

/** The first candidate that is a supported language code as is, else English. */
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
  /** In the page's language (data_translations), else the plan's stored name. */
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
  const t = translator(m.lang);
  const h = (key: PageTextKey, vars?: Record<string, string>) => t(`hosted-page.${key}`, vars);
  const e = (s: string) => escapeHtml(s);
  const err = (field: CardField) => {
    const code = m.errors[field];
    return code ? `<p class="error" id="${field}-error" role="alert">${e(h(code))}</p>` : '';
  };
  const invalid = (field: CardField) =>
    m.errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
  const heading = m.kind === 'setup' ? h('setupHeading') : h('checkoutHeading');
  const langQ = `lang=${m.lang}`;
  let body: string;
  if (m.expired) {
    body = `<p class="alert" role="alert">${e(h('session_expired'))}</p><a href="${e(m.backUrl)}">${e(h('back'))}</a>`;
  } else {
    const summary =
      m.kind === 'checkout' && m.amount
        ? `<div class="summary"><span class="muted">${e(m.planName ?? '')} · ${e(h('amountDue'))}</span><strong>${e(m.amount)}</strong>${
            m.recurring
              ? `<span class="muted">${e(h('billedEvery', { price: m.recurring.price, days: String(m.recurring.days) }))}</span>`
              : ''
          }</div>`
        : '';
    const tabs = `<nav aria-label="${e(h('title'))}"><a href="${e(m.action)}?method=card&${langQ}"${m.method === 'card' ? ' aria-current="page"' : ''}>${e(h('cardTab'))}</a><a href="${e(m.action)}?method=paypal&${langQ}"${m.method === 'paypal' ? ' aria-current="page"' : ''}>${e(h('paypalTab'))}</a></nav>`;
    const submit = m.kind === 'setup' ? h('saveCard') : h('pay', { amount: m.amount ?? '' });
    const formError = m.errors.form ? `<p class="alert" role="alert">${e(h(m.errors.form))}</p>` : '';
    const fields =
      m.method === 'card'
        ? `<label for="cardNumber">${e(h('cardNumber'))}</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required${invalid('cardNumber')}>${err('cardNumber')}
<div class="row"><div><label for="cardDate">${e(h('cardDate'))}</label>
<input id="cardDate" name="cardDate" inputmode="numeric" autocomplete="cc-exp" placeholder="${e(h('cardDateHint'))}" maxlength="7" required value="${e(m.values.cardDate ?? '')}"${invalid('cardDate')}>${err('cardDate')}</div>
<div><label for="cardCcv">${e(h('cardCcv'))}</label>
<input id="cardCcv" name="cardCcv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required${invalid('cardCcv')}>${err('cardCcv')}</div></div>
<label for="cardHolder">${e(h('cardHolder'))}</label>
<input id="cardHolder" name="cardHolder" autocomplete="cc-name" maxlength="80" required value="${e(m.values.cardHolder ?? '')}"${invalid('cardHolder')}>${err('cardHolder')}
<button type="submit">${e(submit)}</button>`
        : `<p class="muted">${e(h('paypalNote'))}</p>
<label for="paypalEmail">${e(h('paypalEmail'))}</label>
<input id="paypalEmail" name="paypalEmail" type="email" autocomplete="email" maxlength="200" required value="${e(m.values.paypalEmail ?? '')}"${invalid('paypalEmail')}>${err('paypalEmail')}
<button type="submit">${e(m.kind === 'setup' ? h('paypalApprove') : submit)}</button>`;
    const saved =
      m.kind === 'checkout' && m.saved
        ? `<form method="post" action="${e(m.action)}?${langQ}"><input type="hidden" name="method" value="saved"><button type="submit">${e(
            m.saved.brand === 'paypal'
              ? `${h('paypalTab')} · ${h('pay', { amount: m.amount ?? '' })}`
              : h('savedCard', { last4: m.saved.last4 ?? '', expiry: m.saved.expiry ?? '' }),
          )}</button></form><p class="muted or">${e(h('orNewCard'))}</p>`
        : '';
    body = `${summary}${formError}${saved}${tabs}
<form method="post" action="${e(m.action)}?${langQ}" novalidate>
<input type="hidden" name="method" value="${m.method}">
${fields}
</form>
<form method="post" action="${e(m.action)}?${langQ}"><input type="hidden" name="action" value="cancel"><button class="secondary" type="submit">${e(h('cancel'))}</button></form>
<p class="note">${e(h('secure', { brand: m.brandName }))}<br>${e(h('sandboxNote'))} ${e(h('testCards'))}</p>`;
  }
  const accent = /^#[0-9A-Fa-f]{3,8}$/.test(m.accent) ? m.accent : '#298CB5';
  return `<!doctype html><html lang="${m.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${e(h('title'))} - ${e(m.brandName)}</title><style>${CSS.replace('ACCENT', accent)}</style></head><body><main><h1>${e(heading)}</h1><p class="brand">${e(m.brandName)} · ${e(h('title'))}</p>${body}</main></body></html>`;
}
