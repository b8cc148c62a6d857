/** Public face of the onboarding feature: its route, home's mission banner (the shell mounts it) and the profile's badge. */
export { onboardingRoutes } from './routes';
export { MissionBanner } from './components/MissionBanner';
export { ExplorerBadge } from './components/ExplorerBadge';
export { seedMission } from './queries';
