import { defineModule } from '../contract';
import { registerEventRoutes } from './routes';
import { EventService } from './service';

/** The events of SPEC.md 7 (POST /api/event) and the members events the services record. */
export const eventsModule = defineModule({
  name: 'events',
  needs: ['db', 'clock'],
  services: ({ db, clock }) => ({ events: new EventService(db, clock) }),
  routes: registerEventRoutes,
});
