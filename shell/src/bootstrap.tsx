import { languageOfPath } from '@app/domain';
import {
  createQueryClient,
  initI18n,
  initialLanguage,
  loadAppConfig,
  readServerData,
  startLanguage,
} from '@app/platform';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appTree } from './AppTree';
import { installEnhancements } from './enhance';
import { languageToFollow } from './enhance/language';
import { documentIconSprite } from './hydration';
import { shellStrings } from './i18n';
import { preloadSitePage, registerAppRemotes } from './remotes';

async function start() {
  // On a server-rendered page the boot script has installed them already; on the others (the
  // admin console) the frame's controls need them too.
  installEnhancements(document);
  const config = await loadAppConfig();
  registerAppRemotes(config);
  // A page the server rendered is taken over in the language it was rendered in (the boot script
  // has already moved a visitor who prefers the other one to its address).
  const rendered = readServerData();
  const language = rendered?.language ?? initialLanguage();
  // A page the server did not render (the admin console): the visitor's preference moves it too.
  if (!rendered) {
    const move = languageToFollow(window.location, language, navigator.languages ?? [navigator.language]);
    if (move) {
      window.location.replace(move);
      return;
    }
  }
  const i18n = await initI18n(language, 'shell', shellStrings);
  startLanguage(language);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // The pages' data cache, started with what the server rendered the page with: the first render
  // (hydration) shows the same data without asking again.
  const queryClient = createQueryClient();
  // The very tree the server rendered (appTree), so hydration takes its HTML over as it is.
  const app = appTree({
    config,
    i18n,
    language,
    queryClient,
    dehydrated: rendered?.queries,
    iconSprite: documentIconSprite(document),
  });
  if (rendered) {
    // Everything the page shows is loaded first: a part still waiting for its code when the theme
    // settles would be rendered again instead of taken over. A remote that cannot be reached
    // shows its message in place of the page (RemoteApp).
    await preloadSitePage(languageOfPath(window.location.pathname).path).catch((error: unknown) => {
      console.error('The site remote could not be loaded', error);
    });
    hydrateRoot(root, app, {
      // A part that did not match the server's HTML is rendered again in the browser; say where.
      onRecoverableError: (error, info) => console.error('Hydration:', error, info.componentStack),
    });
  } else {
    createRoot(root).render(app);
  }
  // For tools and tests: the apps run (a server-rendered page starts them only when a form wants them).
  document.documentElement.dataset.app = 'running';
}

void start();
