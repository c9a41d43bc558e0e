import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';

/** The rules whose verdict depends on the colours: all a second theme needs checked again. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * What axe (WCAG 2.1 A and AA, or only `rules`) finds serious or critical on the page as it is
 * now: each rule with the first elements it found; empty when the screen passes.
 */
export async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (
    rules ? builder.withRules(rules) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
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
