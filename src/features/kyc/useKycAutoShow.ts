import { useEffect, useState } from 'react';
import { useStores } from '../../stores/context';

/**
 * Home's part of the KYC popup (SPEC §4): once home has opened for a signed-in player, the popup
 * offers itself when the store's rule says so (KycStore.shouldAutoShow), unless home was left
 * meanwhile or another dialog is up. Answers whether that question is settled (the popup open or
 * not coming): home's other dialogs wait for it, so that two never open over each other.
 */
export function useKycAutoShow(signedIn: boolean): boolean {
  const { kyc, ui } = useStores();
  const [settledFor, setSettledFor] = useState<boolean | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let here = true;
    void kyc
      .shouldAutoShow()
      .catch(() => false)
      .then((show) => {
        if (show && here && ui.dialog === null) kyc.openPopup();
      })
      .finally(() => here && setSettledFor(signedIn));
    return () => {
      here = false;
    };
  }, [signedIn, kyc, ui]);
  return !signedIn || settledFor === signedIn;
}
