import { EMAIL_INPUT_PATTERN } from '@app/domain';
import { useToasts } from '@app/platform';
import { leadAnswer, stubLeadPosts } from '@app/platform/lead-form-testing';
import { installSubmitStates } from '@app/shared-ui/enhance';
import { pressWhileSending, renderInApp, startTestI18n } from '@app/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellStrings } from '../i18n';
import { NewsletterForm } from './NewsletterForm';

let server: ReturnType<typeof stubLeadPosts>;

// The page's script keeps the submit button's `disabled` (../enhance); so here.
beforeAll(() => installSubmitStates(document));

describe('NewsletterForm', () => {
  beforeEach(() => {
    useToasts.setState({ toasts: [] });
    server = stubLeadPosts();
  });
  afterEach(() => server.restore());

  async function renderForm() {
    await startTestI18n('shell', shellStrings);
    await renderInApp(<NewsletterForm />);
    return {
      field: screen.getByRole('textbox', { name: 'Email address' }),
      subscribe: () => screen.getByRole('button', { name: /^Subscrib/ }),
    };
  }

  it('keeps Subscribe disabled until the address is valid; Enter on an invalid one says why', async () => {
    const { field, subscribe } = await renderForm();
    expect(field).toHaveAttribute('pattern', EMAIL_INPUT_PATTERN);
    expect(field).toBeRequired();
    expect(subscribe()).toBeDisabled();
    await userEvent.type(field, 'anna@example{Enter}');
    expect(subscribe()).toBeDisabled();
    expect(useToasts.getState().toasts).toMatchObject([
      { kind: 'error', title: 'Invalid Email', description: 'Please enter a valid email address' },
    ]);
    expect(server.posts).toEqual([]);
    await userEvent.type(field, '.se');
    expect(subscribe()).toBeEnabled();
  });

  it('is disabled while it sends, then clears the field and is held again', async () => {
    let answer: () => void = () => {};
    server.answer = () =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(leadAnswer(200, { sent: true, form: 'newsletter' }));
      });
    const { field, subscribe } = await renderForm();
    await userEvent.type(field, 'anna@example.se{Enter}');
    await waitFor(() => expect(subscribe()).toBeDisabled());
    expect(subscribe().closest('form')).toHaveAttribute('aria-busy', 'true');
    // The form's own post, to the page's own address, asking for JSON.
    expect(server.posts).toHaveLength(1);
    expect(server.posts[0]).toMatchObject({
      url: '/',
      fields: { form: 'newsletter', form_token: '', email: 'anna@example.se', website: '' },
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    answer();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(useToasts.getState().toasts).toMatchObject([{ kind: 'success', title: 'Successfully Subscribed!' }]);
    await waitFor(() => expect(subscribe().closest('form')).toHaveAttribute('aria-busy', 'false'));
    expect(subscribe()).toBeDisabled();
  });

  it('says why the server refused it, in the words the page rendered again would use', async () => {
    server.answer = async () => leadAnswer(429, { sent: false, form: 'newsletter', reason: 'limited' });
    const { field } = await renderForm();
    await userEvent.type(field, 'anna@example.se{Enter}');
    await waitFor(() =>
      expect(useToasts.getState().toasts).toMatchObject([
        {
          kind: 'error',
          title: 'Subscription Failed',
          description: 'Too many messages were sent from here just now. Please try again in a few minutes.',
        },
      ]),
    );
    expect(field).toHaveValue('anna@example.se');
  });

  // The specification gives both email fields, the newsletter's and the quiz's, one placeholder,
  // 'Enter your email': one Swedish text for both too, the short one that fits this narrow field
  // (footer.spec.ts measures it).
  it.each([
    ['en', 'Email address', 'Enter your email'],
    ['sv', 'E-postadress', 'Ange din e-post'],
  ] as const)("asks for the address with the quiz box's placeholder (%s)", async (language, label, placeholder) => {
    await startTestI18n('shell', shellStrings);
    await renderInApp(<NewsletterForm />, { language });
    expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('placeholder', placeholder);
  });

  // The specification's newsletter failure: 'Subscription Failed' / 'Something went wrong. Please try again later.'
  it.each([
    ['en', 'Email address', 'Subscription Failed', 'Something went wrong. Please try again later.'],
    ['sv', 'E-postadress', 'Prenumerationen misslyckades', 'Något gick fel. Försök igen senare.'],
  ] as const)(
    'says something went wrong when the post fails, keeping the address (%s)',
    async (language, label, title, description) => {
      server.answer = () => Promise.reject(new TypeError('Failed to fetch'));
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      await startTestI18n('shell', shellStrings);
      await renderInApp(<NewsletterForm />, { language });
      const field = screen.getByRole('textbox', { name: label });
      await userEvent.type(field, 'anna@example.se{Enter}');
      await waitFor(() => expect(useToasts.getState().toasts).toMatchObject([{ kind: 'error', title, description }]));
      expect(field).toHaveValue('anna@example.se');
      error.mockRestore();
    },
  );

  it('sends the form again once with the fresh token a refused one is answered with', async () => {
    server.answer = async (post) =>
      post.fields.form_token === 'fresh'
        ? leadAnswer(200, { sent: true, form: 'newsletter' })
        : leadAnswer(400, {
            sent: false,
            form: 'newsletter',
            reason: 'invalid',
            detail: 'form-token',
            formToken: 'fresh',
          });
    const { field } = await renderForm();
    await userEvent.type(field, 'anna@example.se{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    expect(server.posts.map((post) => post.fields.form_token)).toEqual(['', 'fresh']);
    expect(useToasts.getState().toasts).toMatchObject([{ kind: 'success', title: 'Successfully Subscribed!' }]);
  });

  it('gives the focus back once the answer shows: to Subscribe after a refusal, to the emptied field after a success', async () => {
    let answer: (response: Response) => void = () => {};
    server.answer = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    const { field } = await renderForm();
    await userEvent.type(field, 'anna@example.se');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Subscribe' });
    await pressWhileSending(button);
    answer(leadAnswer(503, { sent: false, form: 'newsletter', reason: 'unavailable' }));
    await waitFor(() => expect(useToasts.getState().toasts).toMatchObject([{ title: 'Subscription Failed' }]));
    await waitFor(() => expect(button).toHaveFocus());
    await pressWhileSending(button);
    answer(leadAnswer(200, { sent: true, form: 'newsletter' }));
    await waitFor(() => expect(field).toHaveValue(''));
    // Subscribe waits for an address again: the field, for the next one.
    await waitFor(() => expect(field).toHaveFocus());
    expect(button).toBeDisabled();
  });
});
