import type { Db } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import { insertEvent } from './repo';
import type { EventBody } from './schema';

export interface EventSource {
  brandId: string;
  memberId: number | null;
  transactionId: string;
  /** What the server itself saw; the body's request_ip/request_country are the client's claim. */
  server: { ip: string; country: string; userAgent: string | null };
}

export class EventService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async record(body: EventBody, source: EventSource): Promise<void> {
    const { jwt: _ignored, ...rest } = body;
    await insertEvent(this.db, {
      brandId: source.brandId,
      memberId: source.memberId,
      namespace: body.namespace,
      type: body.type,
      payload: { ...rest, server: source.server },
      transactionId: source.transactionId,
      createdAt: this.clock().toISOString(),
    });
  }
}
