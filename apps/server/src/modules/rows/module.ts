import { defineModule } from '../contract';
import { rowCommands } from './commands';
import { rowConsoleResolvers } from './console-resolvers';
import { RowCurationService } from './service';

/** A brand's curated rows: own rows, order, hidden rows, pinned titles (issue 32 point 6). */
export const rowsModule = defineModule({
  name: 'rows',
  needs: ['db', 'audit'],
  services: ({ db, audit }) => ({ rows: new RowCurationService({ db, audit }) }),
  commands: rowCommands,
  console: { sdl: ['rows.console.graphql'], resolvers: [rowConsoleResolvers] },
});
