import { defineModule } from '../contract';

/** The audit log of every staff write, recorded in the write's own transaction (docs/console.md). */
export const auditModule = defineModule({
  name: 'audit',
  console: { sdl: ['audit.console.graphql'] },
});
