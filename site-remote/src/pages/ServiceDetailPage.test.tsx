import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SERVICE_IDS } from '../content/services';
import { expectOpensBooking, renderPage, setTestLanguage } from '../test/render';
import ServiceDetailPage from './ServiceDetailPage';

const renderService = (id: string, language: 'en' | 'sv' = 'en') =>
  renderPage(<ServiceDetailPage />, { url: `/services/${id}`, path: '/services/:serviceId', language });

describe('ServiceDetailPage', () => {
  it('replaces an unknown service address with /services', async () => {
    await setTestLanguage('en');
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>home</p> },
        { path: '/services', element: <p>services landing</p> },
        { path: '/services/:serviceId', element: <ServiceDetailPage /> },
      ],
      { initialEntries: ['/', '/services/quantum-blockchain'], initialIndex: 1 },
    );
    render(
      <I18nextProvider i18n={i18next}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('services landing')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/services');
    expect(router.state.historyAction).toBe('REPLACE');

    // The unknown address is gone from history: going back lands on the page before it.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(SERVICE_IDS)(
    '%s: hero, four process steps, four features, testimonials and the closing buttons',
    async (id) => {
      await renderService(id);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const steps = within(screen.getByRole('region', { name: 'How We Work' })).getAllByRole('listitem');
      expect(steps).toHaveLength(4);
      expect(steps.map((step) => within(step).getByText(/^Step \d$/).textContent)).toEqual([
        'Step 1',
        'Step 2',
        'Step 3',
        'Step 4',
      ]);
      expect(
        within(screen.getByRole('region', { name: 'What You Get' })).getAllByRole('heading', { level: 3 }),
      ).toHaveLength(4);
      expect(screen.getByRole('group', { name: 'Client testimonials' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
      expect(screen.getAllByRole('button', { name: 'Book Free Consultation' })).toHaveLength(2);
    },
  );

  it('opens the booking dialog from the hero and from the closing call to action', async () => {
    const _user = userEvent.setup();
    await renderService('process-automation');
    const [hero, closing] = screen.getAllByRole('button', { name: 'Book Free Consultation' });
    expectOpensBooking(hero);
    expectOpensBooking(closing);
  });

  it('keeps the fixed English heading AI Strategy Advisory in Swedish, and translates the rest', async () => {
    await renderService('ai-strategy', 'sv');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI Strategy Advisory');
    // Marked English, so screen readers pronounce it as English; nothing else on the page is.
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    expect(Array.from(document.querySelectorAll('[lang]'), (element) => element.textContent)).toEqual([
      'AI Strategy Advisory',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Så arbetar vi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se alla tjänster' })).toHaveAttribute('href', '/services');
  });

  it('translates the other service titles', async () => {
    await renderService('upskill-workshops', 'sv');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kompetensutvecklande workshoppar');
    expect(document.querySelector('[lang]')).toBeNull();
  });

  it('marks nothing on the English ai-strategy page', async () => {
    await renderService('ai-strategy', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI Strategy Advisory');
    expect(document.querySelector('[lang]')).toBeNull();
  });
});
