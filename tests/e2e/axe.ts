import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';

/**
 * What axe (WCAG 2.1 A and AA) finds serious or critical on the page as it is now: each rule with
 * the first elements it found; empty when the screen passes.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}
