import type { Page } from '@playwright/test';
import { shoot } from './admin-helpers';
import { expect, test } from './fixtures';
import { openRoom } from './room-helpers';

/**
 * The host runs the board in the TV's own browser with its remote: once the game has started, only the keys a
 * remote sends (arrows, OK/Enter, Back) play it.
 */

const TV = { width: 1920, height: 1080 };

/** What has the focus: its test id, and for a tile its place and where it is drawn. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const box = element?.getBoundingClientRect();
    return {
      testId: element?.dataset.testid ?? null,
      column: element?.dataset.column ?? null,
      row: element?.dataset.row ?? null,
      x: box ? Math.round(box.left) : null,
      outline: element ? getComputedStyle(element).outlineStyle : 'none',
    };
  });

/** A remote's Back key as LG's webOS sends it (keyCode 461), which no key name stands for. */
const pressBack = (page: Page) =>
  page.evaluate(() => {
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Unidentified', keyCode: 461, bubbles: true, cancelable: true }),
    );
  });

test('a TV remote plays the board: arrows move a visible focus right to left, OK opens and marks, Back closes', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: TV });
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('language-set')) {
      localStorage.setItem('preferred-language', 'ar');
      localStorage.setItem('theme', 'dark');
      sessionStorage.setItem('language-set', '1');
    }
  });
  const host = await context.newPage();
  await openRoom(host);
  await host.getByTestId('start-game').click();
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'board');
  const hostKey = async (key: string) => {
    await expect(host.getByTestId('host-game')).toHaveAttribute('aria-busy', 'false');
    await host.keyboard.press(key);
  };

  // From here on, keys only. The first arrow lands on the first tile to play, with a visible ring.
  await hostKey('ArrowDown');
  const first = await focused(host);
  expect(first).toMatchObject({ testId: 'tile', column: '0', row: '0' });
  expect(first.outline).not.toBe('none');
  // Right to left: the left arrow goes to the next category, drawn to the left of the first.
  await hostKey('ArrowLeft');
  const second = await focused(host);
  expect(second).toMatchObject({ testId: 'tile', column: '1', row: '0' });
  expect(second.x!).toBeLessThan(first.x!);
  await hostKey('ArrowRight');
  await hostKey('ArrowDown');
  expect(await focused(host)).toMatchObject({ testId: 'tile', column: '0', row: '1' });
  await hostKey('ArrowUp');
  await shoot(host, 'tv-remote-board-ar-dark');

  // OK opens the tile; the focus goes to the reveal, then to the first team's mark, then back to the board.
  await hostKey('Enter');
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'question');
  await expect.poll(async () => (await focused(host)).testId).toBe('reveal');
  await hostKey('Enter');
  await expect(host.getByTestId('mark-result')).toBeVisible();
  await expect.poll(async () => (await focused(host)).testId).toBe('mark-team-1-first');
  await hostKey('Enter');
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'board');
  await expect(host.locator('[data-testid="tile"][data-column="0"][data-row="0"]')).toHaveAttribute(
    'data-played',
    'true',
  );
  await expect.poll(async () => focused(host)).toMatchObject({ testId: 'tile', column: '0', row: '1' });

  // The help (a dialog): the remote's Back closes it and the board goes on with the arrows.
  await hostKey('Shift+Slash');
  await expect(host.getByTestId('shortcut-help')).toBeVisible();
  await pressBack(host);
  await expect(host.getByTestId('shortcut-help')).toBeHidden();
  await host.keyboard.press('ArrowDown');
  expect((await focused(host)).testId).toBe('tile');

  // In English, left to right: the right arrow goes to the next category, drawn to the right.
  await host.evaluate(() => localStorage.setItem('preferred-language', 'en'));
  await host.reload();
  await expect(host.locator('html')).toHaveAttribute('lang', 'en');
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'board');
  await hostKey('ArrowDown');
  const start = await focused(host);
  expect(start).toMatchObject({ testId: 'tile', column: '0', row: '1' });
  await hostKey('ArrowRight');
  const next = await focused(host);
  expect(next).toMatchObject({ testId: 'tile', column: '1', row: '1' });
  expect(next.x!).toBeGreaterThan(start.x!);
  await shoot(host, 'tv-remote-board-en-dark');
  await context.close();
});
