import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { Section } from '../../ui/Section';
import { gameListPath } from '../games/gameListPath';
import { VendorBadge } from '../games/VendorBadge';

const SLOTS = 'RNG';

/** The RNG vendors (SPEC §2 "Home"); each opens the game list of its slots. */
export const SlotProviders = observer(function SlotProviders() {
  const { t } = useTranslation();
  const { games } = useStores();
  const vendors = games.vendorsOf(SLOTS);
  if (vendors.length === 0) return null;

  return (
    <Section title={t('games.providers')}>
      <ul className="vendor-row">
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <VendorBadge name={vendor.accountTypeName} to={gameListPath({ gameType: SLOTS, vassalage: vendor.vassalage })} />
          </li>
        ))}
      </ul>
    </Section>
  );
});
