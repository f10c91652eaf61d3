import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchValidity } from './validity';

const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.innerHTML = '';
});

function watched(...stops: (() => void)[]) {
  cleanups.push(...stops);
}

/** A form put on the page after the watcher (as the boot script runs in <head>, before the body). */
function addForm(html: string): HTMLFormElement {
  document.body.insertAdjacentHTML('beforeend', `<form>${html}</form>`);
  return document.forms[document.forms.length - 1] as HTMLFormElement;
}

function field(form: HTMLFormElement, name: string): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.input(input, { target: { value } });
}

describe('watchValidity on a document (the boot script, before the apps run)', () => {
  it("gives every form's fields the page's language, forms added later included", () => {
    watched(watchValidity(document, () => 'sv'));
    const contact = addForm(`<input name="name" required><input name="email" type="email" required>`);
    const newsletter = addForm(`<input name="email" type="email" required>`);
    // The press that sends the form: the browser reports the first invalid field.
    fireEvent.click(contact);
    expect(field(contact, 'name').validationMessage).toBe('Fyll i det här fältet.');
    type(field(newsletter, 'email'), 'anna');
    expect(field(newsletter, 'email').validationMessage).toBe(
      'Ange en giltig e-postadress, till exempel namn@exempel.se.',
    );
  });

  it('sets the message on the invalid event the browser fires before it shows one', () => {
    watched(watchValidity(document, () => 'en'));
    const form = addForm(`<input name="name" required>`);
    expect(field(form, 'name').validity.customError).toBe(false);
    form.reportValidity();
    expect(field(form, 'name').validationMessage).toBe('Fill in this field.');
  });

  it('lets a corrected field be valid at once, before the submit buttons read it', () => {
    watched(watchValidity(document, () => 'sv'));
    const form = addForm(`<input name="email" type="email" required>`);
    form.reportValidity();
    // A later listener on the document, as installSubmitStates' is, sees the field valid.
    let validWhenTyped: boolean | undefined;
    const onInput = () => {
      validWhenTyped = form.checkValidity();
    };
    document.addEventListener('input', onInput);
    watched(() => document.removeEventListener('input', onInput));
    type(field(form, 'email'), 'anna@example.se');
    expect(validWhenTyped).toBe(true);
  });

  it("keeps the apps' own custom error, and works beside the apps' copy of the module", async () => {
    watched(watchValidity(document, () => 'sv'));
    // The apps bundle the module apart from the boot script: a second instance, with its own record.
    vi.resetModules();
    const apps = await import('./validity');
    const form = addForm(`<input name="name" required><input name="email" type="email" required>`);
    watched(apps.watchValidity(form, () => 'sv'));
    const name = field(form, 'name');
    const email = field(form, 'email');
    email.addEventListener('input', () => email.setCustomValidity(email.value === 'a@b' ? 'Den egna regeln' : ''));
    form.reportValidity();
    expect(name.validationMessage).toBe('Fyll i det här fältet.');
    type(email, 'a@b');
    expect(email.validationMessage).toBe('Den egna regeln');
    type(name, 'Anna');
    expect(name.validity.valid).toBe(true);
    type(email, 'anna@example.se');
    expect(email.validity.valid).toBe(true);
    expect(form.checkValidity()).toBe(true);
    type(name, '');
    expect(name.validationMessage).toBe('Fyll i det här fältet.');
  });

  it('stops listening when cleaned up', () => {
    const stop = watchValidity(document, () => 'sv');
    stop();
    const form = addForm(`<input name="name" required>`);
    form.reportValidity();
    expect(field(form, 'name').validity.customError).toBe(false);
  });
});
