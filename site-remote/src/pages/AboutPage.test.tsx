import { getAppConfig } from '@app/platform';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import AboutPage from './AboutPage';

describe('AboutPage', () => {
  it('names the brand from the configuration in its one h1', async () => {
    await renderPage(<AboutPage />, { url: '/about', path: '/about' });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(`About ${getAppConfig().brand.name}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();
  });

  it('tells the journey from 2020 to today', async () => {
    await renderPage(<AboutPage />, { url: '/about', path: '/about' });
    const entries = within(screen.getByRole('region', { name: 'Our Journey' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      '2020',
      '2021',
      '2023',
      '2024',
      '2025',
      'Today',
    ]);
    expect(entries[3]).toHaveTextContent('Proof in Action');
    expect(entries[3]).toHaveTextContent('From pilots to partnerships');
    expect(entries[4]).toHaveTextContent('The Suite Era');
    expect(entries[4]).toHaveTextContent('Building scalable AI tools');
    expect(entries[4]).toHaveTextContent('200');
    expect(entries[5]).toHaveTextContent('Real Impact');
    expect(entries[5]).toHaveTextContent('Transforming how companies work with AI');
  });

  it('introduces a team of three with roles, and only links that lead somewhere real', async () => {
    await renderPage(<AboutPage />, { url: '/about', path: '/about' });
    const team = within(screen.getByRole('region', { name: 'Meet the Team' }));
    const members = team.getAllByRole('listitem');
    expect(members).toHaveLength(3);
    expect(members[0]).toHaveTextContent('CEO & Founder');
    expect(members[1]).toHaveTextContent('CTO and Chief Architect');
    expect(members[2]).toHaveTextContent('Head of Consulting');

    const { brand } = getAppConfig();
    const profiles = team.getAllByRole('link', { name: `${brand.name} company profile (opens in a new tab)` });
    expect(profiles).toHaveLength(3);
    for (const link of profiles) {
      expect(link).toHaveAttribute('href', brand.companyProfileUrl);
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(team.getAllByRole('link', { name: `E-mail ${brand.name}` })[0]).toHaveAttribute(
      'href',
      `mailto:${brand.email}`,
    );
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toBe('#');
  });

  it.each([
    ['en', ['Erik Lindgren', 'Sara Ekström', 'Jonas Håkansson'].map((name) => `Illustrated portrait of ${name}`)],
    ['sv', ['Erik Lindgren', 'Sara Ekström', 'Jonas Håkansson'].map((name) => `Illustrerat porträtt av ${name}`)],
  ] as const)('shows each member’s portrait with alt text in %s, sized before it loads', async (language, alts) => {
    await renderPage(<AboutPage />, { url: '/about', path: '/about', language });
    const heading = language === 'en' ? 'Meet the Team' : 'Möt teamet';
    const members = within(screen.getByRole('region', { name: heading })).getAllByRole('listitem');
    expect(members).toHaveLength(3);
    const sources = new Set<string>();
    for (const [index, member] of members.entries()) {
      const portrait = within(member).getByRole('img', { name: alts[index] });
      expect(portrait.tagName).toBe('IMG');
      expect(portrait.getAttribute('src')).toMatch(/svg/);
      expect(portrait).toHaveAttribute('width', '112');
      expect(portrait).toHaveAttribute('height', '112');
      sources.add(portrait.getAttribute('src') ?? '');
      // A portrait, not initials standing in for one.
      expect(within(member).queryByText(/^[A-ZÅÄÖ]{2}$/)).toBeNull();
    }
    expect(sources.size).toBe(3);
  });

  it('speaks Swedish', async () => {
    await renderPage(<AboutPage />, { url: '/about', path: '/about', language: 'sv' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Om ${getAppConfig().brand.name}`);
    expect(screen.getByText('VD och grundare')).toBeInTheDocument();
    expect(screen.getByText('I dag')).toBeInTheDocument();
  });
});
