import { renderInApp, startTestI18n } from '@app/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shellStrings } from '../i18n';
import { ThemeModeToggle } from './ThemeModeToggle';

describe('ThemeModeToggle', () => {
  it.each([
    ['en', 'Colour theme', ['Light', 'Dark', 'System']],
    ['sv', 'Färgtema', ['Ljust', 'Mörkt', 'System']],
  ] as const)('names its panel of choices as a group (%s)', async (language, name, choices) => {
    await startTestI18n('shell', shellStrings);
    await renderInApp(<ThemeModeToggle />, { url: language === 'sv' ? '/sv/' : '/', language });
    // The panel is closed (a popover) until its button opens it: hidden from the tree until then.
    const panel = screen.getByRole('group', { name, hidden: true });
    expect(screen.getByRole('button', { name, hidden: true })).toHaveAttribute('popovertarget', panel.id);
    const buttons = within(panel).getAllByRole('button', { hidden: true });
    expect(buttons.map((button) => button.textContent)).toEqual(choices);
  });
});
