import { initI18n, initialLanguage, loadAppConfig, startLanguage } from '@app/platform';
import { BrowserRouter } from '@app/platform/router';
import { ThemeRoot } from '@app/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { shellStrings } from './i18n';
import { registerAppRemotes } from './remotes';

async function start() {
  const config = await loadAppConfig();
  registerAppRemotes(config);
  const language = initialLanguage();
  await initI18n(language, 'shell', shellStrings);
  startLanguage(language);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <ThemeRoot>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ThemeRoot>
    </StrictMode>,
  );
}

void start();
