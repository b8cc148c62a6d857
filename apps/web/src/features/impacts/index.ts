/** Public face of the impacts feature: its routes, and the target modal onboarding's last step reuses. */
export { impactsRoutes } from './routes';
export { FundDialog } from './components/FundDialog';
