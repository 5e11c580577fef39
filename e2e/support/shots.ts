import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Pictures of a journey's screens for a person to look at (nothing compares them): written to the
 * folder E2E_SHOTS names (for example `E2E_SHOTS=/tmp/shots npx playwright test ...`), none without
 * it. CI sets none: a full-page picture costs a render and an encode per screen and nobody opens them.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage });
  else await target.screenshot({ path: file });
}
