import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectOpensBooking, renderPage } from '../test/render';
import ServicesPage from './ServicesPage';

describe('ServicesPage', () => {
  it('shows four service cards linking to their pages, three stats and a booking call to action', async () => {
    const _user = userEvent.setup();
    await renderPage(<ServicesPage />, { url: '/services', path: '/services' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    expect(screen.getAllByRole('link', { name: /^Learn More about/ }).map((link) => link.getAttribute('href'))).toEqual(
      [
        '/services/ai-strategy',
        '/services/process-automation',
        '/services/upskill-workshops',
        '/services/ai-integration',
      ],
    );

    const stats = within(screen.getByRole('region', { name: 'Results That Speak for Themselves' })).getAllByRole(
      'listitem',
    );
    expect(stats.map((stat) => stat.textContent)).toEqual([
      '95%Client satisfaction',
      '200+Projects delivered',
      '3xAverage return on investment',
    ]);

    expectOpensBooking(screen.getByRole('button', { name: 'Book Free Consultation' }));
  });

  it('in Swedish, marks the English ai-strategy title lang="en" on its card heading and in its link name', async () => {
    await renderPage(<ServicesPage />, { url: '/services', path: '/services', language: 'sv' });
    const headings = within(screen.getByRole('region', { name: 'Det här erbjuder vi' })).getAllByRole('heading', {
      level: 3,
    });
    expect(headings.map((heading) => [heading.textContent, heading.getAttribute('lang')])).toEqual([
      ['AI Strategy Advisory', 'en'],
      ['Processautomatisering', null],
      ['Kompetensutvecklande workshoppar', null],
      ['AI-integration', null],
    ]);
    const link = screen.getByRole('link', { name: 'Läs mer om AI Strategy Advisory' });
    expect(link).toHaveAttribute('href', '/services/ai-strategy');
    expect(
      Array.from(link.querySelectorAll('[lang]'), (span) => [span.textContent, span.getAttribute('lang')]),
    ).toEqual([['AI Strategy Advisory', 'en']]);
    expect(screen.getByRole('link', { name: 'Läs mer om Processautomatisering' }).querySelector('[lang]')).toBeNull();
    // Nothing else on the page is marked.
    expect(document.querySelectorAll('[lang]')).toHaveLength(2);
  });

  it('in English, marks nothing', async () => {
    await renderPage(<ServicesPage />, { url: '/services', path: '/services' });
    expect(screen.getByRole('link', { name: 'Learn More about AI Strategy Advisory' })).toBeInTheDocument();
    expect(document.querySelector('[lang]')).toBeNull();
  });
});
