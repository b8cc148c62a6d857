/**
 * Every server module, in the order their services are built: a module comes after the modules
 * whose services it needs (composeServices refuses the start otherwise). app.ts composes this list
 * and nothing else; to add a module, see docs/modules.md.
 */
import type { AnyServerModule } from './contract';
import { accountModule } from './account';
import { authModule } from './auth';
import { billingModule } from './billing';
import { brandModule } from './brand';
import { catalogueModule } from './catalogue';
import { checkoutModule } from './checkout';
import { crosssellModule } from './crosssell';
import { marketplaceModule } from './marketplace';
import { eventsModule } from './events';
import { feedbackModule } from './feedback';
import { greenModule } from './green';
import { impactsModule } from './impacts';
import { libraryModule } from './library';
import { mailModule } from './mail';
import { memberModule } from './member';
import { menuModule } from './menu';
import { migrationModule } from './migration';
import { onboardingModule } from './onboarding';
import { paymentModule } from './payment';
import { playbackModule } from './playback';
import { searchModule } from './search';
import { subscriptionModule } from './subscription';
import { supportModule } from './support';
import { giveawaysModule } from './giveaways';
import { vpnModule } from './vpn';
import { walletModule } from './wallet';

export const serverModules: readonly AnyServerModule[] = [
  mailModule,
  brandModule,
  authModule,
  memberModule,
  eventsModule,
  menuModule,
  catalogueModule,
  libraryModule,
  searchModule,
  playbackModule,
  subscriptionModule,
  paymentModule,
  checkoutModule,
  billingModule,
  accountModule,
  feedbackModule,
  vpnModule,
  giveawaysModule,
  walletModule,
  marketplaceModule,
  crosssellModule,
  onboardingModule,
  impactsModule,
  greenModule,
  supportModule,
  migrationModule,
];
