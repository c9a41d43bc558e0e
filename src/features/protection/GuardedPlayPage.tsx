import PlayPage from '../play/PlayPage';
import { usePlayGuard } from './usePlayGuard';

/** /m/play with player protection's watch over play: the reality check and the session limit. */
export default function GuardedPlayPage() {
  return <PlayPage useGuard={usePlayGuard} />;
}
