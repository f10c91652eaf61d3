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
});
