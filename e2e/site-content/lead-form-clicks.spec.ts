import type { Locator, Page } from '@playwright/test';
import { closeLeadStore, storedLeads, uniqueEmail } from '../support/leads';
import { asOwnVisitor, warmUpLeadFunctions } from '../support/network';
import { startApps } from '../support/page';
import { appConfig, expect, inLang, LANGS, stubExternalPage, test } from '../support/test';
import { TEXT } from '../support/text';

/**
 * A click on Send Message is never lost. The e-mail field says what is wrong with it when it loses
 * the focus, and a pointer takes the focus on mousedown: had that message pushed Send Message down
 * (or, gone, pulled it up), the mouseup would land beside the button and the click on nothing, the
 * form neither sent nor checked, with nothing saying why. Played with the real mouse: pressed and
 * released where the button was before the field lost the focus, near its top edge (where a move
 * of one line of text leaves the pointer off it). The contact form keeps its e-mail message's line
 * while it is empty; the quiz box's message follows the typing once shown (and Take the Quiz is
 * disabled while the address is invalid), so a corrected address moves nothing on the click either.
 */

test.describe.configure({ mode: 'parallel' });
test.beforeAll(warmUpLeadFunctions);
test.afterAll(closeLeadStore);

const FUNCTION_ANSWER = { timeout: 30_000 };
const EMAIL_INVALID = { en: 'Please enter a valid email address', sv: 'Ange en giltig e-postadress' } as const;
/**
 * Presses and releases the mouse where `button` is now, near its top edge, checking that the press
 * (which takes the focus from the field) moved nothing.
 */
async function clickWhereItIs(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const before = await button.boundingBox();
  if (!before) throw new Error(`${button} is not shown`);
  await page.mouse.move(before.x + before.width / 2, before.y + 4);
  await page.mouse.down();
  // The field lost the focus: the button is where it was.
  expect(await button.boundingBox()).toEqual(before);
  await page.mouse.up();
}

const VIEWPORTS = [
  { name: 'a 360 px phone', width: 360, height: 740 },
  { name: 'a desktop', width: 1280, height: 800 },
] as const;

for (const lang of LANGS) {
  const t = TEXT[lang];
  for (const viewport of VIEWPORTS) {
    test.describe(`contact form, clicked with a mouse (${lang}, ${viewport.name})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      const form = (page: Page) => page.getByRole('form', { name: t.contact.form });
      const field = (page: Page, name: keyof typeof t.contact.fields) =>
        form(page).getByRole('textbox', { name: t.contact.fields[name], exact: true });
      const submit = (page: Page) => form(page).getByRole('button', { name: t.contact.submit });

      async function fillAllBut(page: Page, email: string) {
        await field(page, 'firstName').fill('Anna');
        await field(page, 'lastName').fill('Lindqvist');
        await field(page, 'company').fill('Västkust Logistik AB');
        await field(page, 'message').fill(`A click that counts (${lang}).`);
        await field(page, 'email').fill(email);
        await expect(field(page, 'email')).toBeFocused();
      }

      test('an address typed wrong, then Send Message: the click counts, the field says why, the focus in it', async ({
        page,
      }) => {
        await page.goto(inLang('/contact', lang));
        await startApps(page);
        await fillAllBut(page, 'anna@example');
        await clickWhereItIs(page, submit(page));
        // The form was checked: the browser puts the focus in the field it refuses, its message tied to it.
        await expect(field(page, 'email')).toBeFocused();
        await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, 'email')).toHaveAccessibleDescription(EMAIL_INVALID[lang]);
        await expect(form(page).getByRole('status')).toHaveCount(0);
      });

      test('an address said wrong, corrected, then straight to Send Message: the message is sent', async ({
        page,
      }, testInfo) => {
        // A visitor of its own: the messages sent here leave the other specs' rate limit alone.
        await asOwnVisitor(page, testInfo);
        await page.goto(inLang('/contact', lang));
        await startApps(page);
        await fillAllBut(page, 'anna@example');
        await field(page, 'email').press('Tab');
        await expect(form(page).getByText(EMAIL_INVALID[lang])).toBeVisible();
        await field(page, 'email').fill(uniqueEmail(`contact-click-${lang}-${viewport.width}`));
        await clickWhereItIs(page, submit(page));
        await expect(form(page).getByRole('status')).toHaveText(t.contact.success, FUNCTION_ANSWER);
      });
    });

    test.describe(`home quiz box, clicked with a mouse (${lang}, ${viewport.name})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      // On a phone Take the Quiz is under the field, where a message shown or taken away would move it.
      test('an address said wrong, corrected, then straight to Take the Quiz: the lead is stored, the quiz opens', async ({
        page,
        context,
      }, testInfo) => {
        const { links } = await appConfig();
        await stubExternalPage(context, links.quizForm, 'AI readiness quiz');
        await asOwnVisitor(page, testInfo);
        await page.goto(inLang('/', lang));
        const box = page.getByRole('region', { name: t.quiz.heading });
        const email = box.getByRole('textbox', { name: t.quiz.label });
        const button = box.getByRole('button', { name: t.quiz.submit });
        await startApps(page);
        await email.fill('anna@example');
        await email.press('Tab');
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        const address = uniqueEmail(`quiz-click-${lang}-${viewport.width}`);
        await email.fill(address);
        await expect(email).toBeFocused();
        const popupOpened = page.waitForEvent('popup');
        await clickWhereItIs(page, button);
        const quiz = await popupOpened;
        await expect(quiz).toHaveURL(links.quizForm, FUNCTION_ANSWER);
        await expect.poll(async () => (await storedLeads('quiz', address)).length, FUNCTION_ANSWER).toBe(1);
      });
    });
  }
}
