import { defineModule } from '../contract';
import { registerMailboxRoutes } from './routes';
import { MailboxService, MailService } from './service';

/** Mail: the member's messages, through SMTP or the outbox shown at /dev/mailbox outside prod. */
export const mailModule = defineModule({
  name: 'mail',
  needs: ['mailer', 'db'],
  services: ({ mailer, db }) => ({ mail: new MailService(mailer), mailbox: new MailboxService(db) }),
  routes: (app, s) => registerMailboxRoutes(app, { mailbox: s.mailbox, enabled: !s.config.isProd }),
});
