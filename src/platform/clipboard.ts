/**
 * Copies text for the player (an account number, a crypto address). Resolves false where the
 * browser refuses (an insecure origin, no permission), so the caller can say so; the text stays
 * on screen to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!window.navigator.clipboard) return false;
    await window.navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
