import { useParams } from 'react-router';
import { GiveawayRulesScreen } from '../components/GiveawayRulesScreen';

export function Component() {
  const { id = '' } = useParams();
  return <GiveawayRulesScreen key={id} id={id} />;
}
