/**
 * The lead forms' states as a visitor meets them: a submit button that is disabled (the property,
 * so the keyboard and the accessibility tree get it too) while its form may not be sent, invalid
 * or being sent, and progress while the form is `aria-busy="true"`. The page's script keeps the
 * property from the moment the page is parsed, before and after the apps; the server renders the
 * button enabled, so without JavaScript the browser's own validation holds the post back.
 */
import type { Locator } from '@playwright/test';
import { expect } from './test';

/** The form a control belongs to. */
export const formOf = (control: Locator): Locator => control.locator('xpath=ancestor::form[1]');

/** `button` cannot send its form: the form is invalid (a field fails its constraints, e.g. the e-mail `pattern`) and the button is disabled. */
export async function expectSubmitHeld(button: Locator, message?: string): Promise<void> {
  await expect.poll(() => formOf(button).evaluate((form) => form.matches(':invalid')), message).toBe(true);
  await expect(button, message).toBeDisabled();
}

/** `button` can send its form: the form is valid, not busy, and the button is enabled. */
export async function expectSubmitReady(button: Locator, message?: string): Promise<void> {
  await expect.poll(() => formOf(button).evaluate((form) => form.matches(':valid')), message).toBe(true);
  await expect(formOf(button), message).not.toHaveAttribute('aria-busy', 'true');
  await expect(button, message).toBeEnabled();
}

/** `form` is being sent: it is `aria-busy`, its submit button is named and shows the busy label and is disabled. */
export async function expectSending(form: Locator, busyLabel: string | RegExp): Promise<void> {
  const submit = form.locator('button[type="submit"]');
  await expect(form).toHaveAttribute('aria-busy', 'true');
  await expect(submit).toHaveAccessibleName(busyLabel);
  await expect(submit.getByText(busyLabel)).toBeVisible();
  await expect(submit).toBeDisabled();
}
