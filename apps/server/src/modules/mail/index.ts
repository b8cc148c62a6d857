import { defineModule } from '../contract';
import { registerMailboxRoutes } from './routes';
import { MailService } from './service';

/** Mail: the member's messages, through SMTP or the outbox shown at /dev/mailbox outside prod. */
export const mailModule = defineModule({
  name: 'mail',
  needs: ['mailer'],
  services: ({ mailer }) => ({ mail: new MailService(mailer) }),
  routes: (app, s) => registerMailboxRoutes(app, { db: s.db, enabled: !s.config.isProd }),
});
