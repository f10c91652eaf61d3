import { renderInApp, startTestI18n } from '@app/shared-ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shellStrings } from '../i18n';
import { LanguageToggle } from './LanguageToggle';

describe('LanguageToggle', () => {
  const href = async (url: string, language: 'en' | 'sv') => {
    await startTestI18n('shell', shellStrings);
    const view = await renderInApp(<LanguageToggle variant="code" />, { url, language });
    const target = screen.getByTestId('language-toggle').getAttribute('href');
    view.unmount();
    return target;
  };

  it("links to the same page in the other language, with the page's query but not a form's notice or an empty parameter", async () => {
    expect(await href('/blog?category=AI+Strategy&page=2', 'en')).toBe('/sv/blog?category=AI+Strategy&page=2');
    expect(await href('/contact?sent=contact', 'en')).toBe('/sv/contact');
    expect(await href('/?sent=newsletter', 'sv')).toBe('/');
    expect(await href('/blog?category=Kundcase&q=', 'sv')).toBe('/blog?category=Kundcase');
  });
});
