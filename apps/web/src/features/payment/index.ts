/** Public face of the payment feature: the way to the hosted payment page. */
export { goToHostedPage } from './flow';
