import { getJson, postJson } from './http';
import type { StaffMember } from './staff';

/** The REST sign-in of docs/console.md "Sign-in"; every error is an ApiError with its errorCode. */

/** What the server needs next after a password: a TOTP code, or an enrolment (no second factor yet). */
export type LoginAnswer = { next: 'totp' } | EnrolChallenge;

export interface EnrolChallenge {
  next: 'enrol';
  secret: string;
  otpauthUrl: string;
  /** An SVG document of the otpauth URL's QR code. */
  qrSvg: string;
}

export interface EnrolAnswer {
  staff: StaffMember;
  recoveryCodes: string[];
}

export type SecondFactor = { code: string } | { recoveryCode: string };

export const authApi = {
  login: (email: string, password: string) =>
    postJson<LoginAnswer>('/adminapi/auth/login', { email, password }),
  totp: (factor: SecondFactor) => postJson<{ staff: StaffMember }>('/adminapi/auth/totp', factor),
  enrol: (code: string) => postJson<EnrolAnswer>('/adminapi/auth/enrol', { code }),
  confirm: (factor: SecondFactor) => postJson<{ freshUntil: string }>('/adminapi/auth/confirm', factor),
  logout: () => postJson<void>('/adminapi/auth/logout', {}),
  invitation: (token: string, name: string, password: string) =>
    postJson<EnrolChallenge>('/adminapi/auth/invitation', { token, name, password }),
  session: () => getJson<{ staff: StaffMember }>('/adminapi/auth/session'),
};
