import { initI18n, initialLanguage, loadAppConfig, readServerData, startLanguage } from '@app/platform';
import { BrowserRouter } from '@app/platform/router';
import { ThemeRoot } from '@app/shared-ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { HYDRATING_EVENT } from './hydration';
import { shellStrings } from './i18n';
import { registerAppRemotes } from './remotes';

async function start() {
  const config = await loadAppConfig();
  registerAppRemotes(config);
  // A page the server rendered is taken over in the language it was rendered in (the boot script
  // has already moved a visitor who prefers the other one to its address).
  const rendered = readServerData();
  const language = rendered?.language ?? initialLanguage();
  await initI18n(language, 'shell', shellStrings);
  startLanguage(language);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <ThemeRoot>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ThemeRoot>
    </StrictMode>
  );
  if (rendered) {
    hydrateRoot(root, app);
    window.dispatchEvent(new Event(HYDRATING_EVENT));
  } else {
    createRoot(root).render(app);
  }
}

void start();
