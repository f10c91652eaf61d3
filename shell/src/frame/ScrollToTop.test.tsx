import { MemoryRouter, useNavigate } from '@app/platform/router';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

let navigate: ReturnType<typeof useNavigate> | undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('ScrollToTop', () => {
  it('leaves the scroll position alone when the apps take a page over, and scrolls up on a new page', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <ScrollToTop />
        <Navigator />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate?.('/contact?sent=contact'));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate?.('/about'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});
