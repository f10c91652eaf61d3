import { renderInApp, startTestI18n } from '@app/shared-ui/testing';
import { describe, expect, it } from 'vitest';
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
});
