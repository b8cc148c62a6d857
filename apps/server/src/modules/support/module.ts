import { defineModule } from '../contract';
import { ArticleAdminService } from './article-admin-service';
import { supportCommands } from './commands';
import { supportConsoleResolvers } from './console-resolvers';
import { supportResolvers } from './resolvers';
import { SupportService } from './service';

/** Support: the brand's help texts and contact; the console's help articles. */
export const supportModule = defineModule({
  name: 'support',
  sdl: ['support.graphql'],
  resolvers: [supportResolvers],
  needs: ['db', 'audit'],
  services: ({ db, audit }) => ({
    support: new SupportService(db),
    articleAdmin: new ArticleAdminService(db, audit),
  }),
  console: {
    sdl: ['support.console.graphql'],
    resolvers: [supportConsoleResolvers],
  },
  commands: supportCommands,
});
