import { useTranslation } from 'react-i18next';
import type { KycState } from '../../api';
import './kyc.css';

/** How a review state is called in a line (SPEC §4 "KYC states: under review, verified"); on hold reads as under review. */
export function VerificationBadge({ state }: { state: KycState | null }) {
  const { t } = useTranslation();
  if (state === null) return null;
  return <span className={`kyc-badge kyc-badge--${state}`}>{t(`kyc.state.${state}`)}</span>;
}
