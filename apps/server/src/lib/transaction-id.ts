import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { TRANSACTION_ID_HEADER } from '@member-area/domain';

const VALID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's x-transaction-id when it is well formed, else a new uuid. Becomes the request id in logs. */
export function transactionIdFor(req: IncomingMessage): string {
  const given = req.headers[TRANSACTION_ID_HEADER];
  if (typeof given === 'string' && VALID.test(given)) return given;
  return randomUUID();
}
