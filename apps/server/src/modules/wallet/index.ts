/** The public surface of modules/wallet: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { postCoins } from './ledger';
export { readBalance } from './ledger-repo';
export { grantPlanBonus } from './service';
