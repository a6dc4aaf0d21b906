import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Fails with the list of serious or critical WCAG 2.1 AA violations axe finds on the page as it stands. */
export async function expectNoSeriousA11yIssues(page: Page, where: string): Promise<void> {
  // No colour transitions half-way (a hovered button) while axe measures contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.mouse.move(0, 0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
    );
  expect(serious).toEqual([]);
}
