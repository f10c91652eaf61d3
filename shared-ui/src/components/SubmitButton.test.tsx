import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ENHANCE, holdSubmitButtons } from '../enhance';
import { SubmitButton } from './SubmitButton';

function Form({ value = '' }: { value?: string }) {
  return (
    <form>
      <input type="email" name="email" required defaultValue={value} aria-label="Email" />
      <SubmitButton disabledWhileInvalid busyLabel="Sending">
        Subscribe
      </SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  it('is rendered enabled by the server, marked with what it waits for', () => {
    const html = renderToString(<Form />);
    expect(html).toContain(`${ENHANCE.submitWhen}="valid"`);
    expect(html).not.toMatch(/<button[^>]*disabled/);
    expect(renderToString(<SubmitButton busyLabel="…">Send</SubmitButton>)).toContain(`${ENHANCE.submitWhen}="idle"`);
  });

  it('starts in its state when rendered in the browser: disabled for an invalid form', () => {
    render(<Form />);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  it("is taken over by the app after the page's script disabled it, without a hydration mismatch", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const form = container.querySelector('form') as HTMLFormElement;
    holdSubmitButtons(form);
    expect(form.querySelector('button')).toBeDisabled();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { hydrateRoot } = await import('react-dom/client');
    const root = await act(async () => hydrateRoot(container, <Form />, { onRecoverableError: (e) => errors(e) }));
    expect(errors).not.toHaveBeenCalled();
    expect(form.querySelector('button')).toBeDisabled();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
