/**
 * The lead forms' states as the native forms show them: a submit button that is held (looks
 * disabled and takes no pointer clicks) while its form is `:invalid`, and progress while the form
 * is `aria-busy="true"`. Neither is the `disabled` attribute any more: the form itself holds the
 * state, from the server's HTML, with or without the apps.
 */
import type { Locator } from '@playwright/test';
import { expect } from './test';

/** The form a control belongs to. */
export const formOf = (control: Locator): Locator => control.locator('xpath=ancestor::form[1]');

/** `button` cannot send its form: the form is invalid (a field fails its constraints, e.g. the e-mail `pattern`) and the button takes no pointer clicks. */
export async function expectSubmitHeld(button: Locator, message?: string): Promise<void> {
  await expect.poll(() => formOf(button).evaluate((form) => form.matches(':invalid')), message).toBe(true);
  await expect(button, message).toHaveCSS('pointer-events', 'none');
}

/** `button` can send its form: the form is valid, not busy, and the button takes clicks. */
export async function expectSubmitReady(button: Locator, message?: string): Promise<void> {
  await expect.poll(() => formOf(button).evaluate((form) => form.matches(':valid')), message).toBe(true);
  await expect(formOf(button), message).not.toHaveAttribute('aria-busy', 'true');
  await expect(button, message).not.toHaveCSS('pointer-events', 'none');
}

/** `form` is being sent: it is `aria-busy`, its submit button is named and shows the busy label and takes no clicks. */
export async function expectSending(form: Locator, busyLabel: string | RegExp): Promise<void> {
  const submit = form.locator('button[type="submit"]');
  await expect(form).toHaveAttribute('aria-busy', 'true');
  await expect(submit).toHaveAccessibleName(busyLabel);
  await expect(submit.getByText(busyLabel)).toBeVisible();
  await expect(submit).toHaveCSS('pointer-events', 'none');
}
