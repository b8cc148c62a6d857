import { defineModule } from '../contract';
import { titleCommands } from './commands';
import { titleConsoleResolvers } from './console-resolvers';
import { TitleEditingService } from './service';

/** A content editor's titles: edit, merge, hide (issue 32 point 6, docs/titles.md). */
export const titlesModule = defineModule({
  name: 'titles',
  needs: ['db', 'clock', 'audit', 'catalogueWriter'],
  services: ({ db, clock, audit, catalogueWriter }) => ({
    titles: new TitleEditingService({ db, clock, audit, writer: catalogueWriter }),
  }),
  commands: titleCommands,
  console: { sdl: ['titles.console.graphql'], resolvers: [titleConsoleResolvers] },
});
