import { postJson } from '../../app/rest';

export function requestPasswordReset(email: string): Promise<unknown> {
  return postJson('/api/auth/forgot-password', { email });
}

export function resetPassword(key: string, password: string): Promise<unknown> {
  return postJson('/api/auth/reset-password', { key, password });
}

export function requestEmailReminder(first6: string, last4: string): Promise<unknown> {
  return postJson('/api/auth/forgot-email', { first6, last4 });
}
