import { EMAIL_INPUT_PATTERN } from '@app/domain';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localizedValidation, validityText } from './fieldValidity';
import { checkedByTheApp } from './forms';
import { useLanguage } from './i18n';

afterEach(() => {
  document.body.innerHTML = '';
  useLanguage.setState({ language: 'en' });
});

function formOf(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.forms[0] as HTMLFormElement;
}

function field(form: HTMLFormElement, name: string): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

/** As a visitor types: the value, then its `input` event. */
function type(input: HTMLInputElement, value: string) {
  fireEvent.input(input, { target: { value } });
}

describe('validityText', () => {
  it.each([
    ['en', 'Fill in this field.', 'Enter a valid e-mail address, such as name@example.com.'],
    ['sv', 'Fyll i det här fältet.', 'Ange en giltig e-postadress, till exempel namn@exempel.se.'],
  ] as const)('(%s) says what a field lacks: a required value, an e-mail address', (language, required, email) => {
    const form = formOf(`<input name="name" required><input name="email" type="email" value="anna">`);
    expect(validityText(field(form, 'name'), language)).toBe(required);
    expect(validityText(field(form, 'email'), language)).toBe(email);
  });

  it('says what the shared e-mail pattern asks for, not "the requested format"', () => {
    const form = formOf(`<input name="email" type="email" pattern="${EMAIL_INPUT_PATTERN}" value="anna@example">`);
    const email = field(form, 'email');
    expect(email.validity.patternMismatch).toBe(true);
    expect(validityText(email, 'sv')).toBe('Ange en giltig e-postadress, till exempel namn@exempel.se.');
  });

  it("says another pattern's title, or that the form is wrong", () => {
    const form = formOf(
      `<input name="code" pattern="[0-9]{3}" title="Three digits." value="ab"><input name="other" pattern="[0-9]+" value="x">`,
    );
    expect(validityText(field(form, 'code'), 'en')).toBe('Three digits.');
    expect(validityText(field(form, 'other'), 'sv')).toBe(
      'Kontrollera det du skrev: det har inte den form fältet kräver.',
    );
  });

  it('says "check this field" of another constraint', () => {
    const form = formOf(`<input name="days" type="number" min="1" value="0">`);
    expect(validityText(field(form, 'days'), 'en')).toBe('Check this field.');
    expect(validityText(field(form, 'days'), 'sv')).toBe('Kontrollera det här fältet.');
  });

  it('says nothing of a valid field', () => {
    const form = formOf(`<input name="name" required value="Anna"><input name="email" type="email" value="a@b.se">`);
    expect(validityText(field(form, 'name'), 'sv')).toBe('');
    expect(validityText(field(form, 'email'), 'sv')).toBe('');
  });
});

describe('localizedValidation', () => {
  it('gives a field the message of the page’s language, as the browser validates it', () => {
    useLanguage.setState({ language: 'sv' });
    const form = formOf(`<input name="name" required><input name="email" type="email" required>`);
    localizedValidation(form);
    expect(form.checkValidity()).toBe(false);
    expect(field(form, 'name').validationMessage).toBe('Fyll i det här fältet.');
    type(field(form, 'email'), 'anna');
    expect(field(form, 'email').validationMessage).toBe('Ange en giltig e-postadress, till exempel namn@exempel.se.');
  });

  it('reads the language when the field is validated', () => {
    const form = formOf(`<input name="name" required>`);
    localizedValidation(form);
    expect(field(form, 'name').validationMessage).toBe('Fill in this field.');
    useLanguage.setState({ language: 'sv' });
    form.reportValidity();
    expect(field(form, 'name').validationMessage).toBe('Fyll i det här fältet.');
  });

  it('lets a corrected field be valid again at once, and the form be sent', () => {
    const form = formOf(`<input name="name" required><input name="email" type="email" required>`);
    localizedValidation(form);
    form.reportValidity();
    type(field(form, 'name'), 'Anna');
    type(field(form, 'email'), 'anna@example.se');
    expect(field(form, 'name').validity.valid).toBe(true);
    expect(field(form, 'name').validationMessage).toBe('');
    expect(form.checkValidity()).toBe(true);
    // Emptied again, it is missing again.
    type(field(form, 'name'), '');
    expect(field(form, 'name').validationMessage).toBe('Fill in this field.');
  });

  it('keeps a custom error the app set itself until the app clears it', () => {
    useLanguage.setState({ language: 'sv' });
    const form = formOf(`<input name="email" type="email" required>`);
    const email = field(form, 'email');
    localizedValidation(form);
    // The app's own rule, as the contact form's onChange sets it (after this form's listeners).
    email.addEventListener('input', () => email.setCustomValidity(email.value === 'a@b' ? 'Den egna regeln' : ''));
    type(email, 'a@b');
    form.reportValidity();
    expect(email.validationMessage).toBe('Den egna regeln');
    // Cleared by the app with the field empty: the browser's own message would be next.
    type(email, '');
    expect(form.checkValidity()).toBe(false);
    expect(email.validationMessage).toBe('Fyll i det här fältet.');
  });

  it('forgets its messages when the form is reset to valid values', async () => {
    const form = formOf(`<input name="name" required value="Anna">`);
    localizedValidation(form);
    type(field(form, 'name'), '');
    expect(field(form, 'name').validationMessage).toBe('Fill in this field.');
    form.reset();
    await new Promise((resolve) => setTimeout(resolve));
    expect(field(form, 'name').validity.valid).toBe(true);
  });

  it('stops listening when the form goes', () => {
    const form = formOf(`<input name="name" required>`);
    const cleanup = localizedValidation(form);
    cleanup?.();
    type(field(form, 'name'), 'Anna');
    // Its message from before stays custom: nothing took it away.
    expect(field(form, 'name').validity.customError).toBe(true);
  });

  it('comes with checkedByTheApp: the app checks the form, and what it reports is in the page’s language', () => {
    useLanguage.setState({ language: 'sv' });
    const form = formOf(`<input name="name" required>`);
    checkedByTheApp(form);
    expect(form.noValidate).toBe(true);
    form.reportValidity();
    expect(field(form, 'name').validationMessage).toBe('Fyll i det här fältet.');
  });
});
