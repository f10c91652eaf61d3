import { MemoryRouter, useNavigate } from '@app/platform/router';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

let navigate: ReturnType<typeof useNavigate> | undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <ScrollToTop />
      <Navigator />
      <a href="/about">About</a>
      <main id="main" tabIndex={-1}>
        <button type="button">In the page</button>
      </main>
    </MemoryRouter>,
  );
}

describe('ScrollToTop', () => {
  it('leaves the scroll position alone when the apps take a page over, and scrolls up on a new page', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/contact');
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate?.('/contact?sent=contact', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate?.('/about'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it("scrolls up when a link leads to another page of the blog list (the next page's address)", () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/blog?q=forecasting');
    act(() => navigate?.('/blog?q=forecasting&page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('keeps the position while the page rewrites its own address (typed search, category) and on back', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/blog');
    act(() => navigate?.('/blog?q=forec', { replace: true }));
    act(() => navigate?.('/blog?q=forec&category=AI+Strategy', { replace: true }));
    act(() => navigate?.('/blog?q=forec&category=AI+Strategy&page=2'));
    scrollTo.mockClear();
    act(() => navigate?.(-1));
    expect(scrollTo).not.toHaveBeenCalled();
    // A link to the same address changes nothing.
    act(() => navigate?.('/blog?q=forec&category=AI+Strategy'));
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it("puts the focus at the start of a new page's content, not where the followed link was", () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/');
    const main = document.getElementById('main');
    const link = document.querySelector('a');
    // The apps taking the page over move nothing.
    link?.focus();
    expect(document.activeElement).toBe(link);
    act(() => navigate?.('/about'));
    expect(document.activeElement).toBe(main);
    // A link to the blog list's next page (its pager is at the bottom of the page).
    act(() => navigate?.('/blog'));
    link?.focus();
    act(() => navigate?.('/blog?page=2'));
    expect(document.activeElement).toBe(main);
    // Back to another page too.
    link?.focus();
    act(() => navigate?.(-1));
    act(() => navigate?.(-1));
    expect(document.activeElement).toBe(main);
    vi.restoreAllMocks();
  });

  it('leaves the focus where it is while the page rewrites its own address (the search field being typed in)', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/blog');
    const button = document.querySelector('button');
    button?.focus();
    act(() => navigate?.('/blog?q=forec', { replace: true }));
    expect(document.activeElement).toBe(button);
    // A query the back button returns to: the list shows it in place.
    act(() => navigate?.('/blog?q=forec&page=2'));
    button?.focus();
    act(() => navigate?.(-1));
    expect(document.activeElement).toBe(button);
    vi.restoreAllMocks();
  });
});
