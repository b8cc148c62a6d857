/**
 * Every server module, in the order their services are built: a module comes after the modules
 * whose services it needs (composeServices refuses the start otherwise). app.ts composes this list
 * and nothing else; to add a module, see docs/modules.md.
 */
import type { AnyServerModule } from './contract';
import { accountModule } from './account/module';
import { auditModule } from './audit/module';
import { authModule } from './auth/module';
import { billingModule } from './billing/module';
import { brandModule } from './brand/module';
import { catalogueModule } from './catalogue/module';
import { checkoutModule } from './checkout/module';
import { crosssellModule } from './crosssell/module';
import { marketplaceModule } from './marketplace/module';
import { eventsModule } from './events/module';
import { feedbackModule } from './feedback/module';
import { greenModule } from './green/module';
import { impactsModule } from './impacts/module';
import { librariesModule } from './libraries/module';
import { libraryModule } from './library/module';
import { mailModule } from './mail/module';
import { memberModule } from './member/module';
import { menuModule } from './menu/module';
import { migrationModule } from './migration/module';
import { onboardingModule } from './onboarding/module';
import { paymentModule } from './payment/module';
import { playbackModule } from './playback/module';
import { reportsModule } from './reports/module';
import { rowsModule } from './rows/module';
import { searchModule } from './search/module';
import { staffModule } from './staff/module';
import { subscriptionModule } from './subscription/module';
import { supportModule } from './support/module';
import { giveawaysModule } from './giveaways/module';
import { titlesModule } from './titles/module';
import { vpnModule } from './vpn/module';
import { walletModule } from './wallet/module';

export const serverModules: readonly AnyServerModule[] = [
  mailModule,
  auditModule,
  brandModule,
  authModule,
  staffModule,
  memberModule,
  eventsModule,
  menuModule,
  catalogueModule,
  libraryModule,
  searchModule,
  playbackModule,
  librariesModule,
  rowsModule,
  titlesModule,
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
  reportsModule,
];
