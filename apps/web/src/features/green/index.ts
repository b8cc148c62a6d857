export { useGreenPage } from './hooks';
export { greenKeys } from './queries';
