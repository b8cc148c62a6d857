import { defineModule } from '../contract';
import { vpnCommands } from './commands';
import { vpnConsoleResolvers } from './console-resolvers';
import { vpnResolvers } from './resolvers';
import { registerVpnRoutes } from './routes';
import { VpnAdminService } from './server-admin-service';
import { VpnService } from './service';

/** The VPN: per-member certificates and profiles; the console's servers and revocations. */
export const vpnModule = defineModule({
  name: 'vpn',
  sdl: ['vpn.graphql'],
  resolvers: [vpnResolvers],
  needs: ['db', 'clock', 'config', 'audit'],
  services: ({ db, clock, config, audit }) => ({
    vpn: new VpnService(db, clock, config.jwtSecret),
    vpnAdmin: new VpnAdminService(db, audit, clock),
  }),
  routes: registerVpnRoutes,
  console: {
    sdl: ['vpn.console.graphql'],
    resolvers: [vpnConsoleResolvers],
  },
  commands: vpnCommands,
});
