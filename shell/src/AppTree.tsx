/**
 * The shell's component tree, built by this one function for the server's render
 * (shell/src/server) and the browser's hydration (bootstrap.tsx) alike, so the two cannot drift:
 * what differs is only what each side hands in.
 */
import { type Language, type PageForms, routerBasename } from '@app/domain';
import { type AppConfig, AppConfigContext, PageFormsContext, RenderLanguageContext } from '@app/platform';
import { BrowserRouter, StaticRouter } from '@app/platform/router';
import { ThemeRoot } from '@app/shared-ui';
import { IconSpriteContext } from '@app/shared-ui/icons';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { type DehydratedState, HydrationBoundary, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ComponentType, type ReactElement, type ReactNode, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { App } from './App';
import { RemoteLoaderContext } from './RemoteApp';

/** What only the server has: the request it renders, its styles' cache and the site's pages, loaded. */
interface ServerSide {
  /** The address rendered (path and query, with its /sv). */
  location: string;
  /** What the page's forms are handed: their token and the refused post. */
  forms: PageForms;
  /** The request's own Emotion cache, from which its critical CSS is read. */
  emotionCache: EmotionCache;
  /** The site remote's pages, already loaded from its server container. */
  siteApp: ComponentType;
}

export interface AppTreeInputs {
  /** The configuration the page renders with (the request's on the server). */
  config: AppConfig;
  /** The i18next instance with the shell's strings (one per request on the server). */
  i18n: I18n;
  /** The page's language; its router's basename follows from it. */
  language: Language;
  /** The page's data cache (one per request on the server). */
  queryClient: QueryClient;
  /** The browser's: the queries the server rendered the page with, which its cache starts from. */
  dehydrated?: DehydratedState | undefined;
  /** The icon sprite the page's icons refer to (app.html's, as the server found it usable), or none. */
  iconSprite?: string | null;
  /** The server's (absent in the browser, which routes by its address and loads remotes itself). */
  server?: ServerSide;
}

export function appTree({
  config,
  i18n,
  language,
  queryClient,
  dehydrated,
  iconSprite = null,
  server,
}: AppTreeInputs): ReactElement {
  const basename = routerBasename(language);
  let content: ReactNode = <App />;
  if (server) {
    const { siteApp } = server;
    content = <RemoteLoaderContext value={() => Promise.resolve(siteApp)}>{content}</RemoteLoaderContext>;
  }
  const routed = server ? (
    <StaticRouter location={server.location} basename={basename}>
      {content}
    </StaticRouter>
  ) : (
    <BrowserRouter basename={basename}>{content}</BrowserRouter>
  );
  let tree: ReactNode = (
    <AppConfigContext value={config}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={dehydrated}>
            <IconSpriteContext value={iconSprite}>
              <ThemeRoot>{routed}</ThemeRoot>
            </IconSpriteContext>
          </HydrationBoundary>
        </QueryClientProvider>
      </I18nextProvider>
    </AppConfigContext>
  );
  if (server) {
    // The request's own: its forms' token, its language (the browser's is the language store's) and its styles.
    tree = (
      <PageFormsContext value={server.forms}>
        <RenderLanguageContext value={language}>
          <CacheProvider value={server.emotionCache}>{tree}</CacheProvider>
        </RenderLanguageContext>
      </PageFormsContext>
    );
  }
  return <StrictMode>{withHintsHead(tree, server !== undefined)}</StrictMode>;
}

/**
 * Where React writes its resource hints on the server (a priority image's preload): an empty
 * `<head>` before the content, which the server's render takes out into the page's head
 * (`renderWithHead`, server/prerender.ts); without one React writes them at the start of #root. In
 * the browser it is nothing, but it is there on both sides, so the content has the same place in
 * the tree and the ids React makes from that place (`useId`: labels, fields) are the same in the
 * server's HTML and in the hydration.
 */
export function withHintsHead(content: ReactNode, server: boolean): ReactNode {
  return (
    <>
      {server ? <head /> : null}
      {content}
    </>
  );
}
