/** SPEC §2 "Search popup": history chips, most recent first, at most 10. */
export const SEARCH_HISTORY_MAX = 10;

export function addToHistory(history: readonly string[], term: string): string[] {
  return [term, ...history.filter((other) => other !== term)].slice(0, SEARCH_HISTORY_MAX);
}

export function removeFromHistory(history: readonly string[], term: string): string[] {
  return history.filter((other) => other !== term);
}
