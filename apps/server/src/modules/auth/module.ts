import { defineModule } from '../contract';
import { registerAuthRoutes } from './routes';
import { AuthService } from './service';
import { LoginThrottle } from './throttle';
import { TokenSigner } from './tokens';

/** Sign-in: tokens, the login throttle, the REST routes under /api/auth. */
export const authModule = defineModule({
  name: 'auth',
  needs: ['config', 'db', 'clock', 'mail', 'options'],
  services: ({ config, db, clock, mail, options }) => {
    const tokens = new TokenSigner(config.jwtSecret, clock);
    const throttle = new LoginThrottle(options.throttleStore);
    return { tokens, throttle, auth: new AuthService({ db, clock, tokens, throttle, mail }) };
  },
  routes: registerAuthRoutes,
});
