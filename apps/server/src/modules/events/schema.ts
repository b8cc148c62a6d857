import { z } from 'zod';

const short = (max: number) => z.string().max(max).nullish();

/**
 * POST /api/event body (SPEC.md 7). Unknown keys are refused so a client bug shows up at once
 * instead of silently storing junk. `jwt` is accepted for compatibility but never trusted or stored:
 * the member comes from the Authorization header or the cookie.
 */
export const EventBody = z
  .object({
    namespace: z.enum(['auth', 'consumptions', 'members']),
    type: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_.:-]+$/),
    env: short(16),
    jwt: short(8192),
    brand_domain: short(253),
    brand_country: short(8),
    request_ip: short(64),
    request_country: short(8),
    tags: z.array(z.string().max(200)).max(200).nullish(),
    language: short(16),
    user_agent: short(512),
    browser_language: short(35),
    is_test: z.boolean().nullish(),
    layout: short(32),
    extras: z
      .object({
        vendor_id: z.union([z.string().max(64), z.number().int()]).nullish(),
        subscription_provider: short(64),
      })
      .strict()
      .nullish(),
  })
  .strict();
export type EventBody = z.infer<typeof EventBody>;
