import '@fastify/cookie';
import type { Brand } from '../modules/brand/model';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved from the Host header on every request; null for an unknown host. */
    brand: Brand | null;
    /** The Host header names a console host (docs/console.md): no brand, only the console. */
    isConsole: boolean;
  }
}

export {};
