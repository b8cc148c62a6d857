import { defineModule } from '../contract';
import { vpnResolvers } from './resolvers';
import { registerVpnRoutes } from './routes';
import { VpnService } from './service';

/** The VPN: per-member certificates and profiles. */
export const vpnModule = defineModule({
  name: 'vpn',
  sdl: ['vpn.graphql'],
  resolvers: [vpnResolvers],
  needs: ['db', 'clock', 'config'],
  services: ({ db, clock, config }) => ({ vpn: new VpnService(db, clock, config.jwtSecret) }),
  routes: registerVpnRoutes,
});
