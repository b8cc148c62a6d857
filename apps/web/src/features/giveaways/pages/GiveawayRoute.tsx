import { useParams } from 'react-router';
import { GiveawayScreen } from '../components/GiveawayScreen';

export function Component() {
  const { id = '' } = useParams();
  // Keyed by id so moving between giveaways starts from a fresh screen, not the previous one's state.
  return <GiveawayScreen key={id} id={id} />;
}
