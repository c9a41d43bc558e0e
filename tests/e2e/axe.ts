import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';

/** The rules whose verdict depends on the colours: all a second theme needs checked again. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Until every finite animation and transition has ended: axe reads colours as drawn, and a page
 * fading in (the route's 300 ms page-fade) is neither dim nor bright yet. A spinner's endless turn
 * is not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * What axe (WCAG 2.1 A and AA, or only `rules`) finds serious or critical on the page once it has
 * settled: each rule with the first elements it found; empty when the screen passes.
 */
export async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  await settled(page);
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
