import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type Violation = { id: string; impact: string; help: string; targets: string[] };

/** Serious and critical axe violations of the page as it is now (axe's default rules, WCAG 2.x A and AA and best practices). */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself: the default mode runs axe.runPartial in each frame, then opens a
    // blank page and injects axe again there to finish the run (for cross-origin iframes, which the
    // store has none of). Same rules and results, 2-6x faster per check (decision 051, session 30).
    .setLegacyMode(true)
    // The start splash is decorative (aria-hidden) and fading out; its colours pass when fully shown.
    .exclude('#splash')
    // Experimental in axe, so off by default; the issue counts it on the home page.
    // Only violations are read: axe skips gathering the passing and inapplicable nodes (its documented
    // speed option), the same rules run.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Fails with the list of serious or critical violations, one line per element. */
export async function expectAccessible(page: Page, label: string) {
  const violations = await seriousViolations(page);
  const report = violations.flatMap((violation) =>
    violation.targets.map((target) => `${violation.impact} ${violation.id} (${violation.help}): ${target}`),
  );
  if (report.length) console.log(`axe ${label}: ${report.length}\n  ${report.join('\n  ')}`);
  expect.soft(report, `axe: ${label}`).toEqual([]);
}

export type ApiSession = {
  access: string;
  is_staff: boolean;
  username: string;
  user_id?: number;
  email?: string;
  first_name?: string;
  last_name?: string;
};

export async function apiLogin(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/auth/login/', { data: { username, password } });
  expect(response.ok(), `login ${username}`).toBe(true);
  return (await response.json()) as ApiSession;
}

/** Starts every page of the test logged in, as the login screen would leave the browser. */
export async function useSession(page: Page, session: ApiSession) {
  await page.addInitScript((value) => {
    const entries: [string, unknown][] = [
      ['cacheVersion', '1.2'],
      ['accessToken', value.access],
      ['isAdmin', value.is_staff ? 'true' : null],
      ['username', value.username],
      ['userId', value.user_id],
      ['userEmail', value.email],
      ['userFirstName', value.first_name],
      ['userLastName', value.last_name],
    ];
    for (const [key, item] of entries) {
      if (item === null || item === undefined || item === '') localStorage.removeItem(key);
      else localStorage.setItem(key, String(item));
    }
  }, session);
}
