import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The host sets up a game (teams «الصقور» and «النمور», the first six playable categories, everything else as it
 * comes) and opens its room; returns the room's code.
 */
export async function openRoom(host: Page): Promise<string> {
  await host.goto('/room/create');
  await expect(host).toHaveURL(/\/pre-game$/);
  await host.getByTestId('team-name-0').fill('الصقور');
  await host.getByTestId('team-name-1').fill('النمور');
  await host.getByTestId('next-tab').click();
  const playable = host.locator('[data-testid="pick-category"][data-playable="true"] input');
  await expect(playable.first()).toBeVisible();
  for (let index = 0; index < 6; index += 1) await playable.nth(index).check();
  await host.getByTestId('next-tab').click();
  await host.getByTestId('create-room').click();
  await expect(host).toHaveURL(/\/room\/\d{6}$/);
  return (await host.getByTestId('room-code').textContent())!.trim();
}
