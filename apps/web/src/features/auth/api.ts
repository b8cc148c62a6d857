import { postJson } from '../../app/rest';

export function requestPasswordReset(email: string): Promise<unknown> {
  return postJson('/api/auth/forgot-password', { email });
}

export function resetPassword(key: string, password: string): Promise<unknown> {
  return postJson('/api/auth/reset-password', { key, password });
}

/** What a reset link is now, asked before its page shows the form (the key is not used up). */
export type ResetLinkStatus = 'valid' | 'used' | 'expired' | 'unknown';

export async function checkResetLink(key: string): Promise<ResetLinkStatus> {
  const answer = await postJson<{ status: ResetLinkStatus }>('/api/auth/reset-password/check', { key });
  return answer.status;
}

export function requestEmailReminder(first6: string, last4: string): Promise<unknown> {
  return postJson('/api/auth/forgot-email', { first6, last4 });
}
