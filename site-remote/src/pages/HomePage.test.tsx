// @vitest-environment jsdom
// The carousel shows a slide by CSS (`:checked ~` selectors on its radios): jsdom computes that cascade, happy-dom does not.
import { getAppConfig } from '@app/platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectOpensBooking, renderPage } from '../test/render';
import HomePage from './HomePage';

function faqItems(): HTMLDetailsElement[] {
  const section = screen.getByRole('region', { name: 'Frequently Asked Questions' });
  return Array.from(section.querySelectorAll('details'));
}

describe('HomePage', () => {
  it('starts with one h1, a Get Started link to the intake form in a new tab and View Our Services', async () => {
    await renderPage(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const getStarted = screen.getByRole('link', { name: /^Get Started/ });
    expect(getStarted).toHaveAttribute('href', getAppConfig().links.intakeForm);
    expect(getStarted).toHaveAttribute('target', '_blank');
    expect(getStarted.getAttribute('rel')).toContain('noopener');
    expect(getStarted).toHaveAccessibleName('Get Started (opens in a new tab)');

    expect(screen.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
  });

  it('lists the four services and the five product lines with their links', async () => {
    await renderPage(<HomePage />);
    expect(screen.getByRole('link', { name: 'Learn More about AI Strategy Advisory' })).toHaveAttribute(
      'href',
      '/services/ai-strategy',
    );
    expect(screen.getAllByRole('link', { name: /^Learn More about/ })).toHaveLength(4);
    const demos = screen.getAllByRole('link', { name: /^See Demo of/ });
    expect(demos.map((link) => link.getAttribute('href'))).toEqual([
      '/products/sales',
      '/products/marketing',
      '/products/legal',
      '/products/finance',
      '/products/operations',
    ]);
    expect(screen.getByRole('link', { name: 'View Our Products' })).toHaveAttribute('href', '/products');
  });

  it('in Swedish, marks the English ai-strategy title lang="en" on its card heading and in its link name only', async () => {
    await renderPage(<HomePage />, { language: 'sv' });
    const heading = screen.getByRole('heading', { level: 3, name: 'AI Strategy Advisory' });
    expect(heading).toHaveAttribute('lang', 'en');
    const link = screen.getByRole('link', { name: 'Läs mer om AI Strategy Advisory' });
    expect(link).toHaveAttribute('href', '/services/ai-strategy');
    const marked = Array.from(document.querySelectorAll('[lang]'));
    expect(marked.map((element) => [element.tagName, element.textContent, element.getAttribute('lang')])).toEqual([
      ['H3', 'AI Strategy Advisory', 'en'],
      ['SPAN', 'AI Strategy Advisory', 'en'],
    ]);
    expect(link).toContainElement(marked[1] as HTMLElement);
  });

  it('in English, marks nothing', async () => {
    await renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 3, name: 'AI Strategy Advisory' })).not.toHaveAttribute('lang');
    expect(document.querySelector('[lang]')).toBeNull();
  });

  it('shows the four testimonials as slides of a polite carousel, one radio dot each, the first chosen', async () => {
    await renderPage(<HomePage />);
    const carousel = screen.getByRole('group', { name: 'Client testimonials' });
    const slides = Array.from(carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4].map((n) => `Testimonial ${n} of 4`),
    );
    expect(slides[0]?.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(slides.map((slide) => slide.textContent)).toEqual([
      expect.stringContaining('Anna Lindqvist'),
      expect.stringContaining('Johan Berg'),
      expect.stringContaining('Sofia Nyström'),
      expect.stringContaining('Mikael Holm'),
    ]);
    // Which slide shows is the checked radio (CSS); the browser moves between them, wrapping.
    const dots = [1, 2, 3, 4].map((n) => within(carousel).getByRole('radio', { name: `Go to testimonial ${n}` }));
    expect(dots.map((dot) => (dot as HTMLInputElement).checked)).toEqual([true, false, false, false]);
    expect(slides.map((slide) => getComputedStyle(slide).display !== 'none')).toEqual([true, false, false, false]);
    await userEvent.click(dots[2] as HTMLElement);
    expect(slides.map((slide) => getComputedStyle(slide).display !== 'none')).toEqual([false, false, true, false]);
    // Previous and next step the radios (the shell's boot script, shell/src/enhance/carousel.ts).
    expect(within(carousel).getByRole('button', { name: 'Previous testimonial' })).toHaveAttribute(
      'data-carousel-step',
      '-1',
    );
    expect(within(carousel).getByRole('button', { name: 'Next testimonial' })).toHaveAttribute(
      'data-carousel-step',
      '1',
    );
  });

  it('shows six FAQ questions as native disclosures of one exclusive group, all closed', async () => {
    await renderPage(<HomePage />);
    const questions = faqItems();
    expect(questions).toHaveLength(6);
    expect(new Set(questions.map((item) => item.getAttribute('name'))).size).toBe(1);
    expect(questions.every((item) => !item.open)).toBe(true);
    const timeline = questions.find(
      (item) => item.querySelector('summary')?.textContent === 'How long does an AI implementation take?',
    );
    expect(within(timeline as HTMLElement).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(timeline?.textContent).toContain('2–4 weeks');
    expect(timeline?.textContent).toContain('3–6 months');
  });

  it('renders the quiz lead box and opens the booking dialog from the final call to action', async () => {
    const _user = userEvent.setup();
    await renderPage(<HomePage />);
    expect(screen.getByRole('textbox', { name: /e-?mail/i })).toBeInTheDocument();

    expectOpensBooking(screen.getByRole('button', { name: 'Book Free Consultation' }));
  });

  it('speaks Swedish, with the brand from the configuration', async () => {
    await renderPage(<HomePage />, { language: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: 'Använd AI där det lönar sig' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`hjälper ${getAppConfig().brand.name}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kom igång (öppnas i en ny flik)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Vanliga frågor' }).querySelectorAll('details')).toHaveLength(6);
    expect(screen.getByRole('radio', { name: 'Gå till omdöme 2' })).toBeInTheDocument();
  });
});
