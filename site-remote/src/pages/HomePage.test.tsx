import { getAppConfig } from '@app/platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectOpensBooking, renderPage } from '../test/render';
import HomePage from './HomePage';

function faqButtons(): HTMLElement[] {
  const section = screen.getByRole('region', { name: 'Frequently Asked Questions' });
  return within(section).getAllByRole('button');
}

function currentQuote(): string {
  return screen.getByRole('group', { name: /^Testimonial \d of 4$/ }).textContent ?? '';
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

  it('moves through the four testimonials with next and previous, wrapping around both ways', async () => {
    const user = userEvent.setup();
    await renderPage(<HomePage />);
    const live = screen.getByRole('group', { name: 'Testimonial 1 of 4' }).parentElement;
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(currentQuote()).toContain('Anna Lindqvist');

    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(screen.getByRole('group', { name: 'Testimonial 4 of 4' })).toBeInTheDocument();
    expect(currentQuote()).toContain('Mikael Holm');

    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(screen.getByRole('group', { name: 'Testimonial 1 of 4' })).toBeInTheDocument();

    for (const expected of ['Johan Berg', 'Sofia Nyström', 'Mikael Holm', 'Anna Lindqvist']) {
      await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
      expect(currentQuote()).toContain(expected);
    }
  });

  it('has a dot button per testimonial that jumps to it and marks it current', async () => {
    const user = userEvent.setup();
    await renderPage(<HomePage />);
    const dots = [1, 2, 3, 4].map((n) => screen.getByRole('button', { name: `Go to testimonial ${n}` }));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await user.click(dots[2] as HTMLElement);
    expect(screen.getByRole('group', { name: 'Testimonial 3 of 4' })).toBeInTheDocument();
    expect(currentQuote()).toContain('Sofia Nyström');
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true', null]);

    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(dots[3]).toHaveAttribute('aria-current', 'true');
  });

  it('shows six FAQ questions, one open at a time, and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    await renderPage(<HomePage />);
    const questions = faqButtons();
    expect(questions).toHaveLength(6);
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);

    const timeline = screen.getByRole('button', { name: 'How long does an AI implementation take?' });
    await user.click(timeline);
    expect(timeline).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How long does an AI implementation take?' });
    expect(answer).toBeVisible();
    expect(answer.textContent).toContain('2–4 weeks');
    expect(answer.textContent).toContain('3–6 months');

    const cost = screen.getByRole('button', { name: 'What does it cost?' });
    await user.click(cost);
    expect(cost).toHaveAttribute('aria-expanded', 'true');
    expect(timeline).toHaveAttribute('aria-expanded', 'false');

    await user.click(cost);
    expect(faqButtons().every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);
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
    expect(within(screen.getByRole('region', { name: 'Vanliga frågor' })).getAllByRole('button')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Gå till omdöme 2' })).toBeInTheDocument();
  });
});
