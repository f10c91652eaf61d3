/**
 * The site remote's server bundle (site-remote/src/server.tsx, built to its Hosting site's
 * /ssr/), evaluated here. Like the browser's federation runtime, the shell provides the shared
 * libraries: the bundle leaves every one of SHARED_SINGLETONS (scripts/build/shared.mjs) to the
 * host, so React, Emotion, i18next, the router and the platform exist once in a render and the
 * site's pages see the shell's theme, language and request.
 */
import * as platform from '@app/platform';
import * as platformAuth from '@app/platform/auth';
import * as platformFirestore from '@app/platform/firestore';
import * as platformFunctions from '@app/platform/functions';
import * as platformLeads from '@app/platform/leads';
import * as platformRouter from '@app/platform/router';
import * as platformStorage from '@app/platform/storage';
import * as platformTranslate from '@app/platform/translate';
import * as sharedUi from '@app/shared-ui';
import * as icons from '@app/shared-ui/icons';
import * as mui from '@app/shared-ui/mui';
import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import * as firebaseApp from 'firebase/app';
import * as firebaseAuth from 'firebase/auth';
import * as firestoreLite from 'firebase/firestore/lite';
import * as firebaseFunctions from 'firebase/functions';
import * as firebaseStorage from 'firebase/storage';
import * as i18next from 'i18next';
import type { ComponentType } from 'react';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactI18next from 'react-i18next';
import * as zustand from 'zustand';

/** What the site remote's server entry exports. */
export interface SiteServerModule {
  App: ComponentType;
  /** The head tags of the metadata the page's PageMeta handed over (ServerRender.head). */
  renderHeadHtml(head: unknown): string;
}

/** A module namespace as the CommonJS `require` of a bundle expects it (`default` is the default export). */
const asRequired = (namespace: object) => ({ __esModule: true, ...namespace });

/**
 * Every shared singleton, by the name the site's bundle asks for; not the Firebase SDK's internal
 * packages (@firebase/*), which only the browser's federation shares for the SDK's own registry.
 */
export const SHARED_MODULES: Readonly<Record<string, object>> = {
  react: asRequired(react),
  'react/jsx-runtime': asRequired(jsxRuntime),
  'react-dom': asRequired(reactDom),
  'react-dom/client': asRequired(reactDomClient),
  '@emotion/react': asRequired(emotionReact),
  '@emotion/styled': asRequired(emotionStyled),
  i18next: asRequired(i18next),
  'react-i18next': asRequired(reactI18next),
  zustand: asRequired(zustand),
  'firebase/app': asRequired(firebaseApp),
  'firebase/auth': asRequired(firebaseAuth),
  'firebase/firestore/lite': asRequired(firestoreLite),
  'firebase/functions': asRequired(firebaseFunctions),
  'firebase/storage': asRequired(firebaseStorage),
  '@app/shared-ui': asRequired(sharedUi),
  '@app/shared-ui/mui': asRequired(mui),
  '@app/shared-ui/icons': asRequired(icons),
  '@app/platform': asRequired(platform),
  '@app/platform/router': asRequired(platformRouter),
  '@app/platform/firestore': asRequired(platformFirestore),
  '@app/platform/auth': asRequired(platformAuth),
  '@app/platform/functions': asRequired(platformFunctions),
  '@app/platform/storage': asRequired(platformStorage),
  '@app/platform/leads': asRequired(platformLeads),
  '@app/platform/translate': asRequired(platformTranslate),
};

const evaluated = new Map<string, SiteServerModule>();

/**
 * The module of the bundle fetched from `url` (its text `code`), evaluated once per address: the
 * bundle's name carries its content hash, so a new deployment is a new address. `builtin` is
 * Node's require, for Node's own modules.
 */
export function siteServerModule(url: string, code: string, builtin: (name: string) => unknown): SiteServerModule {
  const known = evaluated.get(url);
  if (known) return known;
  const module: { exports: Partial<SiteServerModule> } = { exports: {} };
  const require = (name: string) => {
    // Node's own modules (libraries' Node builds use node:path, node:url …) come from Node.
    if (name.startsWith('node:')) return builtin(name);
    const shared = SHARED_MODULES[name];
    if (!shared) throw new Error(`The site's server bundle needs "${name}", which the shell does not provide`);
    return shared;
  };
  // The bundle is CommonJS; it runs in this process like the browser runs the remote's entry.
  const run = new Function('exports', 'require', 'module', '__filename', '__dirname', code);
  run(module.exports, require, module, url, new URL('.', url).href);
  const { App, renderHeadHtml } = module.exports;
  if (typeof App !== 'function' && typeof App !== 'object') throw new Error(`${url} exports no App`);
  if (typeof renderHeadHtml !== 'function') throw new Error(`${url} exports no renderHeadHtml`);
  const site = { App, renderHeadHtml } as SiteServerModule;
  evaluated.set(url, site);
  return site;
}
