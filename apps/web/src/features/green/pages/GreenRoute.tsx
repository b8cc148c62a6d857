import { GreenScreen } from '../components/GreenScreen';

export function Component() {
  return <GreenScreen />;
}
