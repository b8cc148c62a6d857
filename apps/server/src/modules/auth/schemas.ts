import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '@member-area/domain';

export const LoginBody = z
  .object({
    email: z.string().trim().min(3).max(320),
    password: z.string().min(1).max(1024),
    /** A language the visitor chose on the sign-in page: it becomes the member's (issue 29). */
    lang: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]).optional(),
  })
  .strict();

export const ForgotPasswordBody = z.object({ email: z.string().trim().min(3).max(320) }).strict();

/** The form of the keys requestPasswordReset mails (newLinkKey: 32 random bytes, base64url). */
export const RESET_KEY = /^[A-Za-z0-9_-]{43}$/;

export const ResetPasswordBody = z
  .object({
    key: z.string().regex(RESET_KEY),
    password: z.string().max(1024),
  })
  .strict();

/** Any text is a key to check: one that is not of our form is simply unknown. */
export const ResetLinkCheckBody = z.object({ key: z.string().max(200) }).strict();

export const ForgotEmailBody = z
  .object({
    first6: z.string().regex(/^\d{6}$/),
    last4: z.string().regex(/^\d{4}$/),
  })
  .strict();

/** logout and token/generic take no body; `{}` or nothing is fine, anything else is refused. */
export const EmptyBody = z.union([z.undefined(), z.null(), z.object({}).strict()]);

export const SignQuery = z.object({ token: z.string().min(10).max(4096) });
