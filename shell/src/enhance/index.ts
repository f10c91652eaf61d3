/** Every enhancement of the server's HTML the boot script installs; once per document. */
import { installAppStart } from './apps';
import { installCarousels } from './carousel';
import { installDialogs } from './dialogs';
import { installForms } from './forms';
import { installGetForms } from './getForms';
import { installHistory } from './history';
import { installLanguage } from './language';
import { installTheme } from './theme';

export function installEnhancements(doc: Document): void {
  const root = doc.documentElement;
  if (root.hasAttribute('data-enhanced')) return;
  root.setAttribute('data-enhanced', '');
  installTheme(doc);
  installCarousels(doc);
  installDialogs(doc);
  installForms(doc);
  installGetForms(doc);
  installLanguage(doc);
  installHistory(doc);
  installAppStart(doc);
}
