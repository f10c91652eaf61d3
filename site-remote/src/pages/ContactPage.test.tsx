import { EMAIL_INPUT_PATTERN } from '@app/domain';
import { defaultAppConfig, PageFormsContext, setAppConfig } from '@app/platform';
import { leadAnswer, stubLeadPosts } from '@app/platform/lead-form-testing';
import { installSubmitStates } from '@app/shared-ui/enhance';
import { pressWhileSending } from '@app/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectOpensBooking, renderPage } from '../test/render';
import ContactPage from './ContactPage';

let server: ReturnType<typeof stubLeadPosts>;

const VALUES = {
  'First name': 'Anna',
  'Last name': 'Svensson',
  Email: 'anna@example.se',
  Company: 'Acme AB',
  Message: 'We want to automate invoicing.',
};

async function fillForm() {
  for (const [label, value] of Object.entries(VALUES)) {
    // Pasting keeps the test quick; typing is covered by the e-mail checks below.
    await userEvent.click(screen.getByRole('textbox', { name: label }));
    await userEvent.paste(value);
  }
}

// The page's script keeps the submit button's `disabled` (shell/src/enhance); so here.
beforeAll(() => installSubmitStates(document));

// MUI text fields are slow to type into under jsdom on a busy machine.
describe('ContactPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    server = stubLeadPosts();
    setAppConfig({
      ...defaultAppConfig,
      brand: { ...defaultAppConfig.brand, email: 'hello@northwind.example', phone: '+46 31 123 45 67' },
    });
  });

  afterEach(() => server.restore());

  it('has a labelled form with five required fields and a 6-row message', async () => {
    await renderPage(<ContactPage />, { url: '/contact', path: '/contact' });
    const form = screen.getByRole('form', { name: 'Send us a message' });
    for (const label of Object.keys(VALUES)) {
      expect(within(form).getByRole('textbox', { name: label })).toBeRequired();
    }
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    // The browser refuses "user@domain" itself, as in the newsletter and quiz forms.
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('pattern', EMAIL_INPUT_PATTERN);
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '6');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends the message, disabled while it goes, confirms it and clears the form', async () => {
    let answer: () => void = () => {};
    server.answer = () =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(leadAnswer(200, { sent: true, form: 'contact' }));
      });
    await renderPage(<ContactPage />, { url: '/contact', path: '/contact' });
    // Enabled while fields are missing: pressing it shows which.
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled());
    answer();
    await waitFor(() =>
      expect(screen.getByText("Message sent! We'll get back to you as soon as possible.")).toBeInTheDocument(),
    );
    expect(server.posts).toHaveLength(1);
    expect(server.posts[0]?.fields).toEqual({
      form: 'contact',
      form_token: '',
      firstName: 'Anna',
      lastName: 'Svensson',
      email: 'anna@example.se',
      company: 'Acme AB',
      message: 'We want to automate invoicing.',
      website: '',
    });
    for (const label of Object.keys(VALUES)) expect(screen.getByRole('textbox', { name: label })).toHaveValue('');
  });

  it('gives the focus back to Send Message once the answer shows, a failure or a success', async () => {
    let answer: (response: Response) => void = () => {};
    server.answer = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    await renderPage(<ContactPage />, { url: '/contact', path: '/contact' });
    await fillForm();
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send Message' });
    await pressWhileSending(send);
    answer(leadAnswer(503, { sent: false, form: 'contact', reason: 'unavailable' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to send message. Please try again.'),
    );
    // Where the visitor was, to send again: not the page's top.
    await waitFor(() => expect(send).toHaveFocus());
    await pressWhileSending(send);
    answer(leadAnswer(200, { sent: true, form: 'contact' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Message sent!'));
    await waitFor(() => expect(send).toHaveFocus());
  });

  it.each([
    ['en', 'Send Message', 'The form could not be sent. Please send it again.'],
    ['sv', 'Skicka meddelande', 'Formuläret kunde inte skickas. Skicka det igen.'],
  ] as const)(
    '(%s) a refusal that names no field does not ask to check a highlighted field',
    async (language, submit, text) => {
      // The form token refused, without a fresh one to send it again with.
      server.answer = async () =>
        leadAnswer(400, { sent: false, form: 'contact', reason: 'invalid', detail: 'form-token' });
      await renderPage(<ContactPage />, { url: '/contact', path: '/contact', language });
      const form = screen.getByRole('form');
      for (const box of within(form).getAllByRole('textbox')) {
        await userEvent.click(box);
        await userEvent.paste(box.getAttribute('type') === 'email' ? 'anna@example.se' : 'Anna');
      }
      await userEvent.click(screen.getByRole('button', { name: submit }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
      for (const box of within(form).getAllByRole('textbox')) expect(box).toHaveAttribute('aria-invalid', 'false');
    },
  );

  it('reports a failure and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await renderPage(<ContactPage />, { url: '/contact', path: '/contact' });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    // The specification's contact failure.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to send message. Please try again.'),
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('We want to automate invoicing.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anna@example.se');
  });

  it('reports a failure in Swedish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await renderPage(<ContactPage />, { url: '/contact', path: '/contact', language: 'sv' });
    const swedish = ['Förnamn', 'Efternamn', 'E-post', 'Företag', 'Meddelande'];
    for (const [index, value] of Object.values(VALUES).entries()) {
      await userEvent.click(screen.getByRole('textbox', { name: swedish[index] }));
      await userEvent.paste(value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Fel: Det gick inte att skicka meddelandet. Försök igen.'),
    );
    expect(screen.getByRole('textbox', { name: 'Meddelande' })).toHaveValue('We want to automate invoicing.');
  });

  it('marks the field the server refused, in the words of the page rendered again', async () => {
    server.answer = async () => leadAnswer(400, { sent: false, form: 'contact', reason: 'invalid', field: 'company' });
    await renderPage(<ContactPage />, { url: '/contact', path: '/contact' });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please check the highlighted field and send again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('We want to automate invoicing.');
  });

  it.each([
    [
      'en',
      'Message',
      'Send Message',
      'Remove the invisible or text-direction characters (they can hide what the text says).',
    ],
    [
      'sv',
      'Meddelande',
      'Skicka meddelande',
      'Ta bort osynliga tecken eller tecken som ändrar textriktningen (de kan dölja vad texten säger).',
    ],
  ] as const)(
    '(%s) says under the refused field what is wrong with it, focuses it and keeps the text',
    async (language, label, submit, text) => {
      server.answer = async () =>
        leadAnswer(400, { sent: false, form: 'contact', reason: 'invalid', field: 'message', problem: 'invisible' });
      await renderPage(<ContactPage />, { url: '/contact', path: '/contact', language });
      const form = screen.getByRole('form');
      for (const [name, value] of Object.entries(VALUES)) {
        const box = form.querySelector<HTMLInputElement>(
          `[name="${{ 'First name': 'firstName', 'Last name': 'lastName', Email: 'email', Company: 'company', Message: 'message' }[name]}"]`,
        );
        if (!box) throw new Error(name);
        await userEvent.click(box);
        await userEvent.paste(name === 'Message' ? 'Hej\u200Bdär' : value);
      }
      await userEvent.click(screen.getByRole('button', { name: submit }));
      const message = screen.getByRole('textbox', { name: label });
      await waitFor(() => expect(message).toHaveAccessibleDescription(text));
      expect(message).toHaveAttribute('aria-invalid', 'true');
      expect(message).toHaveFocus();
      expect(message).toHaveValue('Hej\u200Bdär');
    },
  );

  it('says what was wrong under the field of a page rendered again, with the limit in the page’s numbers', async () => {
    const typed = { ...VALUES, message: 'x'.repeat(20) };
    const page = (language: 'en' | 'sv') =>
      renderPage(
        <PageFormsContext.Provider
          value={{
            formToken: 'token',
            formFailure: {
              form: 'contact',
              reason: 'invalid',
              field: 'company',
              problem: 'too-long',
              values: { firstName: 'Anna', company: 'Acme AB', message: typed.message },
            },
          }}
        >
          <ContactPage />
        </PageFormsContext.Provider>,
        { url: '/contact', path: '/contact', language },
      );
    const english = await page('en');
    const company = screen.getByRole('textbox', { name: 'Company' });
    expect(company).toHaveAccessibleDescription('Use at most 200 characters.');
    expect(company).toHaveValue('Acme AB');
    expect(company).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted field and send again.');
    english.unmount();
    await page('sv');
    expect(screen.getByRole('textbox', { name: 'Företag' })).toHaveAccessibleDescription('Använd högst 200 tecken.');
    expect(screen.getByRole('textbox', { name: 'Meddelande' })).toHaveValue(typed.message);
  });

  it.each([
    [
      'en',
      'Message',
      '4,500 / 5,000 characters',
      '5,000 / 5,000 characters: the limit (text beyond it is not added)',
      'The message has reached its limit of 5,000 characters; text beyond it was not added.',
    ],
    [
      'sv',
      'Meddelande',
      '4 500 / 5 000 tecken',
      '5 000 / 5 000 tecken: gränsen är nådd (text utöver den läggs inte till)',
      'Meddelandet har nått gränsen på 5 000 tecken; text utöver den lades inte till.',
    ],
  ] as const)(
    '(%s) shows the message’s length from nine tenths of its limit, and says once that it reached it',
    async (language, label, near, full, announced) => {
      await renderPage(<ContactPage />, { url: '/contact', path: '/contact', language });
      const message = screen.getByRole('textbox', { name: label });
      expect(message).toHaveAttribute('maxlength', '5000');
      const live = document.querySelector('[aria-live="polite"]:not([role])');
      expect(live).toHaveTextContent('');
      await userEvent.click(message);
      await userEvent.paste('x'.repeat(4_499));
      expect(screen.queryByTestId('message-count')).toBeNull();
      expect(message).not.toHaveAccessibleDescription(/\//);
      await userEvent.paste('x');
      expect(screen.getByTestId('message-count')).toHaveTextContent(near);
      // Linked to the field (its helper text), not a live region: read when the field is.
      const help = document.getElementById(message.getAttribute('aria-describedby') ?? '');
      expect(help).toHaveTextContent(near);
      expect(help?.closest('[aria-live]')).toBeNull();
      expect(live).toHaveTextContent('');
      await userEvent.paste('x'.repeat(500));
      expect(screen.getByTestId('message-count')).toHaveTextContent(full);
      expect(live).toHaveTextContent(announced);
    },
  );

  it('does not send while a field is empty or the e-mail fails the shared rule', async () => {
    await renderPage(<ContactPage />, { url: '/contact', path: '/contact' });
    await fillForm();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.paste('anna@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(server.posts).toEqual([]);
    expect(email).toBeInvalid();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Company' }));
    await userEvent.type(email, '.se');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(server.posts).toEqual([]);
  });

  it.each([
    ['en', 'Company', 'Send Message', 'Fill in this field.', 'Please enter a valid email address'],
    ['sv', 'Företag', 'Skicka meddelande', 'Fyll i det här fältet.', 'Ange en giltig e-postadress'],
  ] as const)(
    '(%s) says what a field lacks in the page’s language, whatever the browser speaks, and sends once it is filled',
    async (language, companyLabel, submit, missing, notAnAddress) => {
      await renderPage(<ContactPage />, { url: '/contact', path: '/contact', language });
      const form = screen.getByRole('form');
      const named = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
      for (const [name, value] of Object.entries({
        firstName: 'Anna',
        lastName: 'Svensson',
        email: 'anna',
        message: 'We want to automate invoicing.',
      })) {
        await userEvent.click(named(name));
        await userEvent.paste(value);
      }
      const report = vi.spyOn(form as HTMLFormElement, 'reportValidity');
      await userEvent.click(screen.getByRole('button', { name: submit }));
      expect(report).toHaveBeenCalled();
      const company = screen.getByRole<HTMLInputElement>('textbox', { name: companyLabel });
      expect(company.validationMessage).toBe(missing);
      // The form's own e-mail rule keeps its words.
      expect(named('email').validationMessage).toBe(notAnAddress);
      expect(server.posts).toEqual([]);
      await userEvent.click(company);
      await userEvent.paste('Acme AB');
      await userEvent.clear(named('email'));
      await userEvent.paste('anna@example.se');
      expect(company.validationMessage).toBe('');
      await userEvent.click(screen.getByRole('button', { name: submit }));
      await waitFor(() => expect(server.posts).toHaveLength(1));
      expect(server.posts[0]?.fields).toMatchObject({ company: 'Acme AB', email: 'anna@example.se' });
    },
  );

  it('shows contact details from the configuration and opens the booking dialog from "View Calendar"', async () => {
    await renderPage(<ContactPage />, { url: '/contact', path: '/contact' });
    expect(screen.getByRole('link', { name: 'hello@northwind.example' })).toHaveAttribute(
      'href',
      'mailto:hello@northwind.example',
    );
    expect(screen.getByRole('link', { name: '+46 31 123 45 67' })).toHaveAttribute('href', 'tel:+46311234567');
    expect(screen.getByText('Mon–Fri 09:00–16:00 CET')).toBeInTheDocument();
    expect(screen.getByText('Gothenburg, Sweden')).toBeInTheDocument();
    expectOpensBooking(screen.getByRole('button', { name: 'View Calendar' }));
  });

  it('has a five-question FAQ of native disclosures in one exclusive group', async () => {
    await renderPage(<ContactPage />, { url: '/contact', path: '/contact' });
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = Array.from(faq.querySelectorAll('details'));
    expect(questions).toHaveLength(5);
    expect(new Set(questions.map((item) => item.getAttribute('name'))).size).toBe(1);
    expect(questions[0]?.textContent).toMatch(/4–8 weeks/);
    expect(questions[2]?.textContent).toMatch(/2–3x/);
    const types = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
      (el) => JSON.parse(el.textContent ?? '{}')['@type'],
    );
    expect(types).toContain('FAQPage');
  });

  it('speaks Swedish, including "Visa Kalender"', async () => {
    await renderPage(<ContactPage />, { url: '/contact', path: '/contact', language: 'sv' });
    expect(screen.getByRole('form', { name: 'Skicka ett meddelande till oss' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Visa Kalender' })).toBeInTheDocument();
    expect(screen.getByText('Göteborg, Sverige')).toBeInTheDocument();
  });
});
