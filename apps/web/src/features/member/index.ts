/** Public face of the member feature: its query keys and the member tags mutation. */
export { queryKeys, setTagsMutation } from './queries';
