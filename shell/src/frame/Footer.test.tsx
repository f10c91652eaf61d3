import { renderInApp, startTestI18n } from '@app/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shellStrings } from '../i18n';
import { Footer } from './Footer';

describe('Footer', () => {
  it.each([
    ['en', 'Newsletter', 'No spam. Unsubscribe anytime.'],
    ['sv', 'Nyhetsbrev', 'Ingen spam. Avregistrera dig när du vill.'],
  ] as const)('says "no spam" once in the newsletter column (%s)', async (language, column, disclaimer) => {
    await startTestI18n('shell', shellStrings);
    await renderInApp(<Footer />, { language });
    const newsletter = screen.getByRole('region', { name: column });
    expect(within(newsletter).getByText(disclaimer)).toBeInTheDocument();
    const said = (newsletter.textContent ?? '').split(disclaimer).length - 1;
    expect(said).toBe(1);
  });
});
