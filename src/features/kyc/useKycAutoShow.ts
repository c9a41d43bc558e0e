import { useEffect } from 'react';
import { useStores } from '../../stores/context';

/**
 * Home's part of the KYC popup (SPEC §4): once home has opened for a signed-in player, the popup
 * offers itself when the store's rule says so (KycStore.shouldAutoShow), unless home was left
 * meanwhile or another dialog is up.
 */
export function useKycAutoShow(signedIn: boolean): void {
  const { kyc, ui } = useStores();
  useEffect(() => {
    if (!signedIn) return;
    let here = true;
    void kyc.shouldAutoShow().then((show) => {
      if (show && here && ui.dialog === null) kyc.openPopup();
    });
    return () => {
      here = false;
    };
  }, [signedIn, kyc, ui]);
}
