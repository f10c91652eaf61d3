import { BOOKING_DIALOG_ID, defaultAppConfig } from '@app/platform';
import { renderInApp, startTestI18n } from '@app/shared-ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFramesOnOpen } from '../enhance/dialogs';
import { shellStrings } from '../i18n';
import { BookingDialog } from './BookingDialog';

describe('BookingDialog', () => {
  it("titles its frame with the specification's English text, marked as English on a Swedish page", async () => {
    await startTestI18n('shell', shellStrings);
    const en = await renderInApp(<BookingDialog />, { language: 'en' });
    const enFrame = en.container.ownerDocument.querySelector('iframe');
    expect(enFrame).toHaveAttribute('title', 'Schedule a consultation');
    expect(enFrame).not.toHaveAttribute('lang');
    en.unmount();
    const sv = await renderInApp(<BookingDialog />, { language: 'sv' });
    const svFrame = sv.container.ownerDocument.querySelector('iframe');
    expect(svFrame).toHaveAttribute('title', 'Schedule a consultation');
    expect(svFrame).toHaveAttribute('lang', 'en');
  });

  it.each([
    ['en', 'Open the booking page'],
    ['sv', 'Öppna bokningssidan'],
  ] as const)(
    'loads the booking page only once the dialog opens; a link to it stands in where no script runs (%s)',
    async (language, link) => {
      await startTestI18n('shell', shellStrings);
      const { container } = await renderInApp(<BookingDialog />, { language });
      const frame = container.ownerDocument.querySelector('iframe');
      // Closed: the frame names no page, so a page view costs no request of the calendar's.
      expect(frame).not.toHaveAttribute('src');
      // Without a script the dialog (opened by the browser's invoker commands) offers the page itself.
      expect(screen.getByRole('link', { name: link, hidden: true })).toHaveAttribute(
        'href',
        defaultAppConfig.links.booking,
      );
      // The boot script loads it once the dialog opens (before the apps run too).
      installFramesOnOpen(container.ownerDocument);
      expect(frame).not.toHaveAttribute('src');
      const dialog = container.ownerDocument.getElementById(BOOKING_DIALOG_ID) as HTMLDialogElement;
      act(() => dialog.setAttribute('open', ''));
      await waitFor(() => expect(frame).toHaveAttribute('src', defaultAppConfig.links.booking));
      // Closed and opened again, it keeps the page it loaded.
      act(() => dialog.removeAttribute('open'));
      await Promise.resolve();
      expect(frame).toHaveAttribute('src', defaultAppConfig.links.booking);
    },
  );
});
