import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, takeMissingKeys } from '../test/render';
import { homeStrings } from './strings/home';
import { useSiteStrings } from './useSiteStrings';

// Two stand-ins for a page: one forgets to name the part its heading comes from, one names it.
function PageWithoutItsStrings() {
  const { t } = useSiteStrings();
  return <h1>{t('home.hero.title')}</h1>;
}

function PageWithItsStrings() {
  const { t } = useSiteStrings(homeStrings);
  return <h1>{t('home.hero.title')}</h1>;
}

// The order matters: the first test runs while no part of the site's strings is loaded.
describe('page strings in component tests', () => {
  it('a page that does not name its strings shows the raw key, and the render is reported', async () => {
    await renderPage(<PageWithoutItsStrings />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('home.hero.title');
    // Taken here, so this test passes; left alone they fail the test that rendered them.
    expect(takeMissingKeys()).toEqual(['site:home.hero.title']);
  });

  it('a page that names its strings shows them, in either language', async () => {
    const english = await renderPage(<PageWithItsStrings />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Put AI to work where it pays off');
    english.unmount();
    await renderPage(<PageWithItsStrings />, { language: 'sv' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Använd AI där det lönar sig');
    expect(takeMissingKeys()).toEqual([]);
  });
});
