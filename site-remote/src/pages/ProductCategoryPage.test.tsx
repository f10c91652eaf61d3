import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { externalProductLinks } from '../content/externalLinks';
import { renderPage } from '../test/render';
import ProductCategoryPage from './ProductCategoryPage';

const renderCategory = (category: string, language: 'en' | 'sv' = 'en') =>
  renderPage(<ProductCategoryPage />, { url: `/products/${category}`, path: '/products/:category', language });

const productNames = () =>
  within(screen.getByRole('region', { name: 'Products in the Suite' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const linkTarget = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

// Each category page's buttons, product count and four claimed results.
const TABLE = [
  {
    id: 'sales',
    secondary: 'Talk to Sales',
    secondaryTo: '/contact',
    closing: 'Get Started Today',
    products: 5,
    claims: ['40%', '3x', '50%', '2.5x'],
  },
  {
    id: 'marketing',
    secondary: 'View Case Studies',
    secondaryTo: '/contact',
    closing: 'Start Your Journey',
    products: 5,
    claims: ['5x', '60%', '45%', '3x'],
  },
  {
    id: 'legal',
    secondary: 'Talk to Expert',
    secondaryTo: '/contact',
    closing: 'Get Started Now',
    products: 5,
    claims: ['80%', '95%', '100%', '60%'],
  },
  {
    id: 'finance',
    secondary: 'View Pricing',
    secondaryTo: '/contact',
    closing: 'Start Optimizing',
    products: 5,
    claims: ['95%', '70%', '99%', '40%'],
  },
  {
    id: 'operations',
    secondary: 'See It In Action',
    secondaryTo: '/contact',
    closing: 'Transform Operations',
    products: 4,
    claims: ['50%', '85%', '70%', '30%'],
  },
] as const;

describe('ProductCategoryPage', () => {
  it.each(TABLE)('$id: hero buttons, four result tiles, $products products and the closing button', async (row) => {
    await renderCategory(row.id);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(linkTarget('Schedule Demo')).toBe('/contact');
    expect(linkTarget(row.secondary)).toBe(row.secondaryTo);
    expect(linkTarget(row.closing)).toBe('/contact');

    const results = within(screen.getByRole('region', { name: 'Results You Can Expect' })).getAllByRole('listitem');
    expect(results.map((tile) => tile.querySelector('p')?.textContent)).toEqual([...row.claims]);

    expect(productNames()).toHaveLength(row.products);
    const featureLists = screen.getAllByRole('list', { name: 'Key features' });
    expect(featureLists).toHaveLength(row.products);
    for (const list of featureLists) expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('titles the sales page Sales AI Suite', async () => {
    await renderCategory('sales');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sales AI Suite');
  });

  it('links the talent-management and trucking products to their sites in a new tab, and only those', async () => {
    await renderCategory('operations');
    const external = screen.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
    expect(external.map((link) => link.getAttribute('href'))).toEqual([
      externalProductLinks.talentManagement,
      externalProductLinks.truckingTms,
    ]);
    for (const link of external) expect(link.getAttribute('rel')).toContain('noopener');
    expect(external[0]).toHaveAccessibleName('Visit the Talent Management Platform website (opens in a new tab)');
    expect(external[1]).toHaveAccessibleName(
      'Visit the Trucking Transport Management System website (opens in a new tab)',
    );
    expect(screen.getByText(/up to 38%/)).toBeInTheDocument();
  });

  it('has no external product links on the other categories', async () => {
    for (const id of ['sales', 'marketing', 'legal', 'finance']) {
      const { unmount } = await renderCategory(id);
      expect(screen.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank')).toHaveLength(0);
      unmount();
    }
  });

  it('shows the 404 page for an unknown category', async () => {
    await renderCategory('gardening');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
  });

  it('speaks Swedish', async () => {
    await renderCategory('finance', 'sv');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI-svit för ekonomi');
    expect(screen.getByRole('link', { name: 'Börja optimera' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('Rullande prognos 90 dagar framåt')).toBeInTheDocument();
  });
});
