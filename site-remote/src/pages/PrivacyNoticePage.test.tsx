import { getAppConfig } from '@app/platform';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import PrivacyNoticePage from './PrivacyNoticePage';

const sectionHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((text) => /^\d+\. /.test(text));

describe('PrivacyNoticePage', () => {
  it('has eleven numbered sections and the date of the last update', async () => {
    await renderPage(<PrivacyNoticePage />, { url: '/privacy-notice', path: '/privacy-notice' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Notice');
    expect(sectionHeadings()).toEqual([
      '1. Our principles',
      '2. Personal data we collect',
      '3. How we collect personal data',
      '4. How we use personal data and our legal bases',
      '5. Sharing and international transfers',
      '6. How we protect your data',
      '7. How long we keep personal data',
      '8. Your rights',
      '9. Automated decision-making',
      '10. Contact us',
      '11. Changes to this notice',
    ]);
    expect(screen.getByText('24 September 2025')).toHaveAttribute('datetime', '2025-09-24');
    expect(
      screen.getAllByRole('link', { name: /^\D/ }).filter((l) => l.getAttribute('href')?.startsWith('#privacy-')),
    ).toHaveLength(11);
  });

  it('states retention, the age limit, the complaints body and how to reach the data protection officer', async () => {
    await renderPage(<PrivacyNoticePage />, { url: '/privacy-notice', path: '/privacy-notice' });
    const { brand } = getAppConfig();
    expect(screen.getByText(/up to 3 years after your last interaction/)).toBeInTheDocument();
    expect(screen.getByText(/children under 16/)).toBeInTheDocument();
    expect(
      screen.getByText(/the Swedish data protection authority, Integritetsskyddsmyndigheten \(IMY\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/We do not make decisions based solely on automated processing/)).toBeInTheDocument();
    expect(screen.getByText(`Data protection officer, ${brand.name}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
    expect(screen.getByRole('link', { name: /IMY/ }).getAttribute('href')).toMatch(/^https:\/\/www\.imy\.se/);
    // A form's post is checked by Google reCAPTCHA (App Check), which the visitor is told.
    expect(screen.getByText(/^Through Google reCAPTCHA, when you send a form/)).toBeInTheDocument();
  });

  it('speaks Swedish', async () => {
    await renderPage(<PrivacyNoticePage />, { url: '/privacy-notice', path: '/privacy-notice', language: 'sv' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Integritetspolicy');
    expect(screen.getByText('24 september 2025')).toBeInTheDocument();
    expect(sectionHeadings()).toHaveLength(11);
    expect(screen.getByText(/barn under 16 år/)).toBeInTheDocument();
    expect(screen.getByText(/i upp till 3 år efter din senaste kontakt/)).toBeInTheDocument();
    expect(screen.getByText(/^Via Google reCAPTCHA, när du skickar ett formulär/)).toBeInTheDocument();
  });
});
