// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readServerData, SERVER_DATA_ELEMENT_ID } from './serverRender';

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_DATA_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('readServerData', () => {
  it('reads what the server embedded for the first render', () => {
    const data = { language: 'sv', queries: { mutations: [], queries: [] }, formToken: 't' };
    embed(JSON.stringify(data));
    expect(readServerData()).toEqual(data);
    expect(readServerData()).toEqual(data);
  });

  it('is null on a page the server did not render, and for an element it cannot read', () => {
    expect(readServerData()).toBeNull();
    embed('');
    expect(readServerData()).toBeNull();
    document.body.replaceChildren();
    embed('{"language":');
    expect(readServerData()).toBeNull();
  });
});
