import { GiveawaysScreen } from '../components/GiveawaysScreen';

export function Component() {
  return <GiveawaysScreen />;
}
