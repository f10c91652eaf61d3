/**
 * The `test` every spec starts from: the apps are served with the Hosting headers
 * (scripts/hosting/headers.mjs), and a test fails when anything on its pages breaks the
 * Content-Security-Policy (a blocked script, style, frame, image or request; an eval). So every
 * spec, public site and admin alike, shows the apps work under the policy.
 */
import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * Collects the Content-Security-Policy violations of every page and frame of `context` from now
 * on: Chromium reports each one as a console error naming the policy.
 */
export function watchCspViolations(context: BrowserContext): string[] {
  const violations: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(`${message.page()?.url() ?? '(no page)'}: ${message.text()}`);
    }
  });
  return violations;
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = watchCspViolations(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations on the pages of this test').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
