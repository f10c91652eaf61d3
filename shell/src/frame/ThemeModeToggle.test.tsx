import { THEME_MODE_ATTRIBUTE } from '@app/shared-ui';
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
    expect(screen.getByTestId('theme-toggle')).toHaveAttribute('popovertarget', panel.id);
    const buttons = within(panel).getAllByRole('button', { hidden: true });
    expect(buttons.map((button) => button.textContent)).toEqual(choices);
  });

  it.each([
    ['en', undefined, 'Change colour theme (now: same as the system)'],
    ['en', 'light', 'Change colour theme (now: light)'],
    ['en', 'dark', 'Change colour theme (now: dark)'],
    ['sv', undefined, 'Byt färgtema (nu: samma som systemet)'],
    ['sv', 'light', 'Byt färgtema (nu: ljust)'],
    ['sv', 'dark', 'Byt färgtema (nu: mörkt)'],
  ] as const)('its button says what it does and the current mode (%s, %s)', async (language, mode, name) => {
    // The boot script marks the chosen mode on <html> before the first paint (none: system).
    if (mode) document.documentElement.setAttribute(THEME_MODE_ATTRIBUTE, mode);
    try {
      await startTestI18n('shell', shellStrings);
      await renderInApp(<ThemeModeToggle />, { url: language === 'sv' ? '/sv/' : '/', language });
      expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName(name);
    } finally {
      document.documentElement.removeAttribute(THEME_MODE_ATTRIBUTE);
    }
  });
});
