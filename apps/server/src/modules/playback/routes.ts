import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';

/**
 * GET /media/s/{token}/{file…}: signed media delivery with HTTP range requests, and the advancing
 * HLS live playlist (issue #4; docs/players.md). Owned by the playback work.
 */
export function registerMediaRoutes(_app: FastifyInstance, _services: Services): void {}
