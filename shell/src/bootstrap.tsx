import { ThemeRoot } from '@app/shared-ui';
import { loadAppConfig } from '@app/platform';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import { loadRemoteApp, registerAppRemotes } from './remotes';

const SiteApp = lazy(async () => ({ default: await loadRemoteApp('site') }));

async function start() {
  const config = await loadAppConfig();
  registerAppRemotes(config);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <ThemeRoot>
      <BrowserRouter>
        <Suspense fallback={null}>
          <Routes>
            <Route path="*" element={<SiteApp />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ThemeRoot>,
  );
}
void start();
