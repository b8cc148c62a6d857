/** The public surface of modules/account: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { listAddresses } from './repo';
export { parseAddress, type AccountService, type AddressInput } from './service';
export { cancellationMail } from './texts';
