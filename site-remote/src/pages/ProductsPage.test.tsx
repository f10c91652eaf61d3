import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, expectOpensBooking, renderPage } from '../test/render';
import ProductsPage from './ProductsPage';

const toggle = (category: string) => screen.getByRole('button', { name: `View Portfolio of ${category}` });
const portfolioOf = (category: string) => {
  const id = toggle(category).getAttribute('aria-controls');
  const list = id ? document.getElementById(id) : null;
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

  it('opens one portfolio at a time, collapses the open one on a second click and never navigates', async () => {
    const user = userEvent.setup();
    await renderPage(<ProductsPage />, { url: '/products', path: '/products' });
    for (const name of ['Sales AI', 'Marketing AI', 'Legal AI', 'Finance AI', 'Operations AI']) {
      expect(toggle(name)).toHaveAttribute('aria-expanded', 'false');
      expect(portfolioOf(name)).not.toBeVisible();
    }

    await user.click(toggle('Sales AI'));
    expect(toggle('Sales AI')).toHaveAttribute('aria-expanded', 'true');
    expect(portfolioOf('Sales AI')).toBeVisible();
    expect(within(portfolioOf('Sales AI')).getAllByRole('listitem')).toHaveLength(5);
    expect(within(portfolioOf('Sales AI')).getByText('AI Lead Scoring')).toBeVisible();

    await user.click(toggle('Operations AI'));
    expect(toggle('Operations AI')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Sales AI')).toHaveAttribute('aria-expanded', 'false');
    expect(portfolioOf('Sales AI')).not.toBeVisible();
    expect(within(portfolioOf('Operations AI')).getAllByRole('listitem')).toHaveLength(4);

    await user.click(toggle('Operations AI'));
    expect(toggle('Operations AI')).toHaveAttribute('aria-expanded', 'false');
    expect(portfolioOf('Operations AI')).not.toBeVisible();
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
    expect(screen.getByRole('button', { name: 'Visa portfölj för AI för juridik' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Boka ett samtal' })).toBeInTheDocument();
  });
});
