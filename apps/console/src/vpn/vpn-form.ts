import { vpnServerDraftProblems, type VpnServerDraft, type VpnServerDraftProblem } from '@member-area/domain';

/** The server form as typed: every field a string, so a half-typed number stays as it is. */
export interface VpnServerForm {
  id: string;
  countryCode: string;
  city: string;
  hostname: string;
  port: string;
  protocol: string;
  load: string;
  /** For every brand's members (owners only), rather than this brand's. */
  shared: boolean;
}

export const EMPTY_VPN_SERVER_FORM: VpnServerForm = {
  id: '',
  countryCode: '',
  city: '',
  hostname: '',
  port: '1194',
  protocol: 'udp',
  load: '0',
  shared: false,
};

/** A whole number as typed, or NaN (which the domain rule refuses with the field's own problem). */
function wholeNumber(text: string): number {
  return /^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** What the form sends, normalised as the server stores it (codes upper-case, host names lower-case). */
export function draftOfForm(form: VpnServerForm): VpnServerDraft {
  return {
    id: form.id.trim(),
    countryCode: form.countryCode.trim().toUpperCase(),
    city: form.city.trim(),
    hostname: form.hostname.trim().toLowerCase(),
    port: wholeNumber(form.port),
    protocol: form.protocol,
    load: wholeNumber(form.load),
  };
}

export function formOfServer(s: {
  id: string;
  countryCode: string;
  city: string;
  hostname: string;
  port: number;
  protocol: string;
  load: number;
  shared: boolean;
}): VpnServerForm {
  return { ...s, port: String(s.port), load: String(s.load) };
}

/** The form's problems before it is sent, by the very rule the server applies. */
export function formProblems(form: VpnServerForm): VpnServerDraftProblem[] {
  return vpnServerDraftProblems(draftOfForm(form));
}

/** The problems of a refused save (`extra.problems`), or none when the answer holds none. */
export function problemsOfExtra(extra: unknown): VpnServerDraftProblem[] {
  const problems = (extra as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.filter(
    (p): p is VpnServerDraftProblem =>
      typeof p === 'object' && p !== null && typeof p.field === 'string' && typeof p.code === 'string',
  );
}
