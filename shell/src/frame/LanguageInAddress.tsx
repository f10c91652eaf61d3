import { isLanguage } from '@app/domain';
import { useLanguage } from '@app/platform';
import { useSearchParams } from '@app/platform/router';
import { useEffect } from 'react';

/**
 * `?lang=` selects the language when a page is opened (so hreflang addresses are real). Afterwards
 * the visitor's choice leads: an address that names another language than the one shown (after the
 * header toggle, or going back to an older entry) is updated in place, so a reload or a shared
 * link shows what the visitor chose. Addresses without `lang` are left alone.
 */
export function LanguageInAddress() {
  const language = useLanguage((state) => state.language);
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('lang');

  useEffect(() => {
    if (!isLanguage(inAddress) || inAddress === language) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('lang', language);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [inAddress, language, setParams]);

  return null;
}
