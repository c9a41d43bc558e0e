import { describe, expect, it } from 'vitest';
import { sameName } from './names';

describe('a payout account carries the player’s own name', () => {
  it('matches the way banks print names', () => {
    expect(sameName('DELA CRUZ, JUAN', 'Juan Dela Cruz')).toBe(true);
    expect(sameName('JUAN P. DELA CRUZ', 'Juan Dela Cruz')).toBe(true);
    expect(sameName('Juan Pedro Dela Cruz', 'Juan Dela Cruz')).toBe(true);
    expect(sameName('Santo Niño Reyes', 'SANTO NINO REYES')).toBe(true);
  });

  it('refuses someone else, or a name too short to tell', () => {
    expect(sameName('Maria Dela Cruz', 'Juan Dela Cruz')).toBe(false);
    expect(sameName('Juan', 'Juan Dela Cruz')).toBe(false);
    expect(sameName('Dela Cruz', 'Juan Dela Cruz')).toBe(false);
    expect(sameName('Juan Santos', 'Juan Dela Cruz')).toBe(false);
  });
});
