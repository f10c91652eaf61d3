import { EMAIL_INPUT_PATTERN } from '@app/domain';
import { useToasts } from '@app/platform';
import { installSubmitStates } from '@app/shared-ui/enhance';
import { renderInApp, startTestI18n } from '@app/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellStrings } from '../i18n';
import { NewsletterForm } from './NewsletterForm';

const subscribeNewsletter = vi.fn();
vi.mock('@app/platform/leads', () => ({
  subscribeNewsletter: (lead: unknown) => subscribeNewsletter(lead),
  sendQuizLead: vi.fn(),
  sendContact: vi.fn(),
}));

// The page's script keeps the submit button's `disabled` (../enhance); so here.
beforeAll(() => installSubmitStates(document));

describe('NewsletterForm', () => {
  beforeEach(() => {
    useToasts.setState({ toasts: [] });
    subscribeNewsletter.mockReset();
  });

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
    expect(subscribeNewsletter).not.toHaveBeenCalled();
    await userEvent.type(field, '.se');
    expect(subscribe()).toBeEnabled();
  });

  it('is disabled while it sends, then clears the field and is held again', async () => {
    let answer: () => void = () => {};
    subscribeNewsletter.mockReturnValue(
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    const { field, subscribe } = await renderForm();
    await userEvent.type(field, 'anna@example.se{Enter}');
    await waitFor(() => expect(subscribe()).toBeDisabled());
    expect(subscribe().closest('form')).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(useToasts.getState().toasts).toMatchObject([{ kind: 'success', title: 'Successfully Subscribed!' }]);
    await waitFor(() => expect(subscribe().closest('form')).toHaveAttribute('aria-busy', 'false'));
    expect(subscribe()).toBeDisabled();
  });
});
