import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installGetForms, withoutEmptyEntries } from './getForms';

const entries = (data: FormData) => [...data].map(([name, value]) => [name, String(value)]);

describe('withoutEmptyEntries', () => {
  it('drops every empty entry and keeps the others in their order', () => {
    const data = new FormData();
    data.append('q', '');
    data.append('category', 'AI Strategy');
    data.append('tag', '');
    data.append('tag', 'x');
    withoutEmptyEntries(data);
    expect(entries(data)).toEqual([
      ['category', 'AI Strategy'],
      ['tag', 'x'],
    ]);
  });
});

describe('installGetForms', () => {
  beforeAll(() => installGetForms(document));
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const formData = (method: string, form: HTMLFormElement) => {
    const data = new FormData();
    data.append('q', '');
    data.append('category', 'Kundcase');
    const event = new Event('formdata', { bubbles: true });
    Object.defineProperty(event, 'formData', { value: data });
    form.method = method;
    form.dispatchEvent(event);
    return entries(data);
  };

  it("leaves a GET form's empty fields out of the address, and a POST form's as they are", () => {
    document.body.innerHTML = '<form></form><form></form>';
    const [get, post] = Array.from(document.forms) as HTMLFormElement[];
    expect(formData('get', get as HTMLFormElement)).toEqual([['category', 'Kundcase']]);
    expect(formData('post', post as HTMLFormElement)).toEqual([
      ['q', ''],
      ['category', 'Kundcase'],
    ]);
  });
});
