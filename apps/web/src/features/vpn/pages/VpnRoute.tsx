import { VpnScreen } from '../components/VpnScreen';

export function Component() {
  return <VpnScreen />;
}
