import { EMAIL_INPUT_PATTERN } from '@app/domain';
import { defaultAppConfig, setAppConfig, useToasts } from '@app/platform';
import { leadAnswer, stubLeadPosts } from '@app/platform/lead-form-testing';
import { ENHANCE, installSubmitStates } from '@app/shared-ui/enhance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { QuizLeadBox } from './QuizLeadBox';

let server: ReturnType<typeof stubLeadPosts>;

const QUIZ_URL = 'https://forms.example.com/quiz-under-test';

function fakeTab() {
  return { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// The page's script keeps the submit button's `disabled` (shell/src/enhance); so here.
beforeAll(() => installSubmitStates(document));

describe('QuizLeadBox', () => {
  let tab: ReturnType<typeof fakeTab>;
  let open: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    setAppConfig({ ...defaultAppConfig, links: { ...defaultAppConfig.links, quizForm: QUIZ_URL } });
    useToasts.setState({ toasts: [] });
    server = stubLeadPosts();
    tab = fakeTab();
    open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  });
  afterEach(() => {
    open.mockRestore();
    server.restore();
  });

  const field = () => screen.getByRole('textbox', { name: 'Email address' });
  const button = () => screen.getByRole('button', { name: /Take the Quiz|Sending/ });

  it('shows the placeholder and disclaimer; Take the Quiz is disabled until the e-mail is valid', async () => {
    await renderPage(<QuizLeadBox />);
    expect(field()).toHaveAttribute('placeholder', 'Enter your email');
    expect(field()).toHaveAttribute('pattern', EMAIL_INPUT_PATTERN);
    expect(screen.getByText('No spam. Unsubscribe anytime.')).toBeInTheDocument();
    expect(button()).toBeDisabled();
    await userEvent.type(field(), 'anna@example');
    expect(button()).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.type(field(), '.se');
    expect(button()).toBeEnabled();
  });

  it('is a plain post to this page in a new tab, with its form name, token and honeypot', async () => {
    await renderPage(<QuizLeadBox />);
    const form = button().closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('target', '_blank');
    expect(form?.querySelector('input[name="form"]')).toHaveValue('quiz');
    expect(form?.querySelector('input[name="form_token"]')).toBeInTheDocument();
    expect(form?.querySelector('input[name="website"]')).toHaveValue('');
  });

  it('opens a tab at once, sends the lead, then points the tab at the quiz, toasts and clears the field', async () => {
    const call = deferred();
    server.answer = () => call.promise.then(() => leadAnswer(200, { sent: true, form: 'quiz' }));
    await renderPage(<QuizLeadBox />);
    await userEvent.type(field(), '  anna@example.se ');
    await userEvent.click(button());

    // The tab is opened inside the click (no pop-up blocking), before the lead call returns.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    // The form's own fields and token, as the browser would post them (an e-mail field trims itself).
    await waitFor(() =>
      expect(server.posts[0]?.fields).toEqual({
        form: 'quiz',
        form_token: '',
        email: 'anna@example.se',
        website: '',
      }),
    );
    expect(button().closest('form')).toHaveAttribute('aria-busy', 'true');
    expect(button()).toHaveTextContent('Sending...');
    await waitFor(() => expect(button()).toBeDisabled());
    expect(tab.location.href).toBe('');

    call.resolve();
    await waitFor(() => expect(tab.location.href).toBe(QUIZ_URL));
    expect(useToasts.getState().toasts).toMatchObject([
      { kind: 'success', title: 'Success!', description: "We've received your information. Opening the quiz..." },
    ]);
    expect(field()).toHaveValue('');
    expect(tab.close).not.toHaveBeenCalled();
    await waitFor(() => expect(button()).toBeDisabled());
  });

  it('after its plain post, shows the success message and the way on to the quiz, which the page follows', async () => {
    await renderPage(<QuizLeadBox />, { url: '/?sent=quiz' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent("Success! We've received your information. Opening the quiz... Open the quiz");
    const link = within(status).getByRole('link', { name: 'Open the quiz' });
    expect(link).toHaveAttribute('href', QUIZ_URL);
    expect(link).toHaveAttribute(ENHANCE.followOnLoad);
  });

  it('shows no success message without ?sent=quiz, nor for another form', async () => {
    await renderPage(<QuizLeadBox />, { url: '/?sent=newsletter' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the quiz' })).toBeNull();
  });

  // The specification's quiz failure: 'Error' / 'Something went wrong. Please try again.'
  it.each([
    ['en', 'Email address', /Take the Quiz|Sending/, 'Error', 'Something went wrong. Please try again.'],
    ['sv', 'E-postadress', /Gör testet|Skickar/, 'Fel', 'Något gick fel. Försök igen.'],
  ] as const)(
    'closes the pending tab and shows the error toast when the post fails, keeping the e-mail (%s)',
    async (language, label, submit, title, description) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.answer = () => Promise.reject(new TypeError('Failed to fetch'));
      await renderPage(<QuizLeadBox />, { language });
      const email = screen.getByRole('textbox', { name: label });
      await userEvent.type(email, 'anna@example.se');
      await userEvent.click(screen.getByRole('button', { name: submit }));
      await waitFor(() => expect(tab.close).toHaveBeenCalled());
      expect(tab.location.href).toBe('');
      expect(useToasts.getState().toasts).toMatchObject([{ kind: 'error', title, description }]);
      expect(email).toHaveValue('anna@example.se');
      expect(screen.getByRole('button', { name: submit })).toBeEnabled();
    },
  );

  it('says in the error toast what is wrong with an address the server refused', async () => {
    server.answer = async () =>
      leadAnswer(400, { sent: false, form: 'quiz', reason: 'invalid', field: 'email', problem: 'email' });
    await renderPage(<QuizLeadBox />);
    await userEvent.click(field());
    await userEvent.paste('an`na@example.se');
    await userEvent.click(button());
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(useToasts.getState().toasts).toMatchObject([
      {
        kind: 'error',
        title: 'Error',
        description:
          'Enter a valid e-mail address, such as name@example.com, without spaces, quotation marks, backslashes or < >.',
      },
    ]);
    expect(field()).toHaveValue('an`na@example.se');
  });

  it('still opens the quiz when the browser refused the early tab', async () => {
    open.mockImplementation(() => null);
    await renderPage(<QuizLeadBox />);
    await userEvent.type(field(), 'anna@example.se{Enter}');
    await waitFor(() => expect(open).toHaveBeenLastCalledWith(QUIZ_URL, '_blank', 'noopener,noreferrer'));
  });

  it('has a hidden honeypot named per the lead schema, out of the tab order', async () => {
    const { container } = await renderPage(<QuizLeadBox />);
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('speaks Swedish', async () => {
    await renderPage(<QuizLeadBox />, { language: 'sv' });
    // The specification's one 'Enter your email' of both email fields: the newsletter's Swedish too.
    expect(screen.getByRole('textbox', { name: 'E-postadress' })).toHaveAttribute('placeholder', 'Ange din e-post');
    expect(screen.getByText('Ingen spam. Avregistrera dig när du vill.')).toBeInTheDocument();
  });

  it('answers Enter on an invalid address with the browser’s message in the page’s language', async () => {
    await renderPage(<QuizLeadBox />, { language: 'sv' });
    const email = screen.getByRole('textbox', { name: 'E-postadress' });
    const report = vi.spyOn(email.closest('form') as HTMLFormElement, 'reportValidity');
    // Take the Quiz is held: the page's script shows the field's message instead (installSubmitStates).
    await userEvent.type(email, 'anna{Enter}');
    expect(report).toHaveBeenCalled();
    expect((email as HTMLInputElement).validationMessage).toBe(
      'Ange en giltig e-postadress, till exempel namn@exempel.se.',
    );
    await userEvent.clear(email);
    await userEvent.type(email, '{Enter}');
    expect((email as HTMLInputElement).validationMessage).toBe('Fyll i det här fältet.');
    expect(server.posts).toEqual([]);
  });

  it('says it was received in Swedish too', async () => {
    await renderPage(<QuizLeadBox />, { url: '/?sent=quiz', language: 'sv' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Klart! Vi har tagit emot dina uppgifter. Öppnar testet... Öppna testet',
    );
  });
});
