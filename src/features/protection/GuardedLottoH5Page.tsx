import LottoH5Page from '../play/LottoH5Page';
import { usePlayGuard } from './usePlayGuard';

/** /m/lotto-h5 with player protection's watch over play: the reality check and the session limit. */
export default function GuardedLottoH5Page() {
  return <LottoH5Page useGuard={usePlayGuard} />;
}
