import { useDebouncedValue } from '../lib/useDebouncedValue';
import { useStores } from '../stores/context';

/** SPEC §9: language-dependent lists load again 250 ms after the language stops changing. */
export const LIST_LANGUAGE_DEBOUNCE_MS = 250;

/**
 * The language a list asks the server in: the player's, once it has settled, so a player
 * stepping through the selector costs one reload, not one per language passed. Call from an
 * observer component.
 */
export function useListLanguage(): string {
  const { ui } = useStores();
  return useDebouncedValue(ui.language, LIST_LANGUAGE_DEBOUNCE_MS);
}
