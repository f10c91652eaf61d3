import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, expectOpensBooking, renderPage } from '../test/render';
import ProductsPage from './ProductsPage';

/** The 'View Portfolio' disclosure of a product line, found by its summary's text. */
const portfolioOf = (category: string): HTMLElement => {
  const summary = Array.from(document.querySelectorAll('summary')).find(
    (item) => item.textContent === `View Portfolio of ${category}`,
  );
  const list = summary?.parentElement?.querySelector('ul');
  if (!list) throw new Error(`No portfolio list for ${category}`);
  return list;
};

describe('ProductsPage', () => {
  it('shows five category cards, each with a View More link to its category page', async () => {
    await renderPage(<ProductsPage />, { url: '/products', path: '/products' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const categories = within(screen.getByRole('region', { name: 'Product Categories' }));
    expect(categories.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Sales AI',
      'Marketing AI',
      'Legal AI',
      'Finance AI',
      'Operations AI',
    ]);
    expect(
      categories.getAllByRole('link', { name: /^View More about/ }).map((link) => link.getAttribute('href')),
    ).toEqual([
      '/products/sales',
      '/products/marketing',
      '/products/legal',
      '/products/finance',
      '/products/operations',
    ]);
  });

  it('has a View Portfolio disclosure per line, one exclusive group, all closed, listing its products', async () => {
    await renderPage(<ProductsPage />, { url: '/products', path: '/products' });
    const disclosures = Array.from(document.querySelectorAll('details'));
    expect(disclosures).toHaveLength(5);
    expect(new Set(disclosures.map((item) => item.getAttribute('name'))).size).toBe(1);
    expect(disclosures.every((item) => !item.open)).toBe(true);
    expect(portfolioOf('Sales AI').querySelectorAll('li')).toHaveLength(5);
    expect(within(portfolioOf('Sales AI')).getByText('AI Lead Scoring')).toBeInTheDocument();
    expect(portfolioOf('Operations AI').querySelectorAll('li')).toHaveLength(4);
    expect(currentLocation()).toBe('/products');
  });

  it('has How It Works in three steps, Explore Categories, View Demo and a Book a Call button', async () => {
    const _user = userEvent.setup();
    await renderPage(<ProductsPage />, { url: '/products', path: '/products' });
    const steps = within(screen.getByRole('region', { name: 'How It Works' }));
    expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Discover',
      'Integrate',
      'Optimize',
    ]);
    expect(screen.getByRole('link', { name: 'Explore Categories' })).toHaveAttribute('href', '#categories');
    expect(document.getElementById('categories')).toBeInTheDocument();
    for (const demo of screen.getAllByRole('link', { name: 'View Demo' })) {
      expect(demo).toHaveAttribute('href', '/contact');
    }

    expectOpensBooking(screen.getByRole('button', { name: 'Book a Call' }));
  });

  it('speaks Swedish', async () => {
    await renderPage(<ProductsPage />, { url: '/products', path: '/products', language: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: 'AI-produkter byggda för ert företag' })).toBeInTheDocument();
    expect(Array.from(document.querySelectorAll('summary')).map((item) => item.textContent)).toContain(
      'Visa portfölj för AI för juridik',
    );
    expect(screen.getByRole('button', { name: 'Boka ett samtal' })).toBeInTheDocument();
  });
});
