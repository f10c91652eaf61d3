/**
 * The site remote's server module, loaded with the Module Federation runtime as the browser loads
 * its `./App`: the site remote's server build is a federation container for Node
 * (createServerConfig in scripts/build/rspack-app.mjs, `{site root}/ssr/remoteEntry.{hash}.cjs`),
 * which the runtime's Node loader fetches and runs. Like the shell in the browser, this host
 * provides the shared singletons: the container consumes every one of SHARED_SINGLETONS
 * (scripts/build/shared.mjs) with `import: false`, so React, Emotion, i18next, the router and the
 * platform exist once in a render and the site's pages see the shell's theme, language and request.
 */

import * as platform from '@app/platform';
import * as platformAuth from '@app/platform/auth';
import * as platformFirestore from '@app/platform/firestore';
import * as platformFunctions from '@app/platform/functions';
import * as platformRouter from '@app/platform/router';
import * as platformStorage from '@app/platform/storage';
import * as platformTranslate from '@app/platform/translate';
import * as sharedUi from '@app/shared-ui';
import * as icons from '@app/shared-ui/icons';
import * as mui from '@app/shared-ui/mui';
import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import * as reactQuery from '@tanstack/react-query';
import * as firebaseApp from 'firebase/app';
import * as firebaseAuth from 'firebase/auth';
import * as firestoreLite from 'firebase/firestore/lite';
import * as firebaseFunctions from 'firebase/functions';
import * as firebaseStorage from 'firebase/storage';
import * as i18next from 'i18next';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactI18next from 'react-i18next';
import * as zustand from 'zustand';
import type { SiteServerModule } from './renderer';

/** The installed versions of the shared packages (sharedVersions in scripts/build/shared.mjs), set by the build. */
declare const __SHARED_VERSIONS__: Record<string, string> | undefined;

/** The site remote's name in the federation (its containers', browser and server). */
export const SITE_REMOTE = 'site';

/** A module namespace as a bundle's interop expects a shared module (`default` is the default export). */
const asShared = (namespace: object) => ({ __esModule: true, ...namespace });

/**
 * The module of every shared singleton this host provides. Hand-written because the modules must
 * be imported statically here, so the bundler puts this renderer's very instances in
 * lib/shell-server.cjs; a test checks it against SHARED_SINGLETONS. Not the Firebase SDK's internal
 * packages (@firebase/*), which only the browser's federation shares for the SDK's own registry:
 * nothing of the site imports them, so the container consumes none.
 */
export const PROVIDED_SINGLETONS: Readonly<Record<string, object>> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  '@emotion/react': emotionReact,
  '@emotion/styled': emotionStyled,
  i18next,
  'react-i18next': reactI18next,
  zustand,
  '@tanstack/react-query': reactQuery,
  'firebase/app': firebaseApp,
  'firebase/auth': firebaseAuth,
  'firebase/firestore/lite': firestoreLite,
  'firebase/functions': firebaseFunctions,
  'firebase/storage': firebaseStorage,
  '@app/shared-ui': sharedUi,
  '@app/shared-ui/mui': mui,
  '@app/shared-ui/icons': icons,
  '@app/platform': platform,
  '@app/platform/router': platformRouter,
  '@app/platform/firestore': platformFirestore,
  '@app/platform/auth': platformAuth,
  '@app/platform/functions': platformFunctions,
  '@app/platform/storage': platformStorage,
  '@app/platform/translate': platformTranslate,
};

/** The federation's `shared` of this host: each singleton provided as it is, taken whatever version is asked. */
function sharedOptions() {
  const versions = typeof __SHARED_VERSIONS__ === 'undefined' ? {} : __SHARED_VERSIONS__;
  return Object.fromEntries(
    Object.entries(PROVIDED_SINGLETONS).map(([name, namespace]) => {
      const lib = asShared(namespace);
      return [
        name,
        {
          version: versions[name] ?? '0.0.0',
          lib: () => lib,
          shareConfig: { singleton: true, requiredVersion: false as const },
        },
      ];
    }),
  );
}

/** The federation instance that loaded a container, by the container's address. */
const hosts = new Map<string, { instance: ModuleFederation; site: Promise<SiteServerModule> }>();

/** The host name the site's server container sees (`from` of the shared modules). */
export const SERVER_HOST = 'shell';

/**
 * The site remote's server module of the container at `entry` (an absolute address), loaded once
 * per address: its name carries its content hash, so a new deployment is a new address, and each
 * address gets a federation instance of its own (the runtime caches a remote's module by name).
 * `root` is where the site remote's files are served from (its images, as in the browser).
 */
export function loadSiteServer(entry: string, root: string): Promise<SiteServerModule> {
  const known = hosts.get(entry);
  if (known) return known.site;
  const instance = createInstance({
    name: SERVER_HOST,
    remotes: [
      {
        name: SITE_REMOTE,
        entry,
        // The runtime's Node loader keeps a loaded container on globalThis under this name; one per
        // address, so a redeployed container is loaded rather than the one before it.
        entryGlobalName: `${SITE_REMOTE}@${entry}`,
      },
    ],
    shared: sharedOptions(),
  });
  const site = (async () => {
    const publicPath = await instance.loadRemote<{ setPublicPath(root: string): void }>(`${SITE_REMOTE}/publicPath`);
    if (!publicPath) throw new Error(`${entry} exposes no ./publicPath`);
    publicPath.setPublicPath(root);
    const module = await instance.loadRemote<Partial<SiteServerModule>>(`${SITE_REMOTE}/server`);
    const { App, prefetchPage } = module ?? {};
    if (typeof App !== 'function' && typeof App !== 'object') throw new Error(`${entry} exposes no App`);
    if (typeof prefetchPage !== 'function') throw new Error(`${entry} exposes no prefetchPage`);
    return { App, prefetchPage } as SiteServerModule;
  })();
  hosts.set(entry, { instance, site });
  // A container that failed to load is tried again by the next render.
  site.catch(() => hosts.delete(entry));
  return site;
}

/** The federation instance that loaded the container at `entry` (for tests: what it shared). */
export function federationOf(entry: string): ModuleFederation | undefined {
  return hosts.get(entry)?.instance;
}
