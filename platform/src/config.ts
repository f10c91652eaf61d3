/**
 * The browser apps' one typed configuration: brand, contact details and external links are
 * settings with placeholder defaults, never constants in components. The shell fetches
 * `/app-config.json` at start-up and merges it over these defaults, so the same build runs against
 * the local emulators, a staging project or production, and learns where each remote lives at run
 * time.
 */
import { createContext, useContext } from 'react';
import defaults from './default-app-config.json' with { type: 'json' };

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
}

export interface HostPort {
  host: string;
  port: number;
}

export interface EmulatorConfig {
  auth?: HostPort;
  firestore?: HostPort;
  functions?: HostPort;
  storage?: HostPort;
}

/**
 * App Check's attestation provider for the calls to the Functions. Production names one (the
 * functions refuse calls without a token there, APP_CHECK_ENFORCED); without it no token is sent.
 */
export interface AppCheckConfig {
  /** reCAPTCHA v3 (free, per-site keys) or reCAPTCHA Enterprise. */
  provider: 'recaptcha-v3' | 'recaptcha-enterprise';
  /** The site key registered for the site's domains and in Firebase App Check. */
  siteKey: string;
}

export interface AppConfig {
  brand: {
    name: string;
    email: string;
    phone: string;
    /** External company profile (e.g. LinkedIn) linked from the footer. */
    companyProfileUrl: string;
  };
  links: {
    /** External intake form opened by "Get started". */
    intakeForm: string;
    /** External AI readiness quiz opened after the quiz lead is stored. */
    quizForm: string;
    /** Calendar booking page embedded in the booking dialog. */
    booking: string;
  };
  /** Public origin of the site, used for canonical and alternate links. */
  siteUrl: string;
  /** Module Federation manifest (or remoteEntry.js) address of each remote. */
  remotes: { site: string; admin: string };
  firebase: FirebaseWebConfig;
  functionsRegion: string;
  /** App Check for the Functions calls; absent locally (see AppCheckConfig). */
  appCheck?: AppCheckConfig;
  emulators?: EmulatorConfig;
}

/**
 * The defaults, placeholders until an environment's `app-config.json` replaces them. They live in
 * JSON so the build scripts read the very same values: the hosting headers' Content-Security-Policy
 * is derived from them (scripts/hosting/headers.mjs).
 */
export const defaultAppConfig: AppConfig = defaults;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function mergeConfig<T>(base: T, override: DeepPartial<T> | undefined): T {
  if (!isPlainObject(override)) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeConfig(current, value) : value;
  }
  return out as T;
}

let current: AppConfig = defaultAppConfig;

/**
 * The browser's configuration, for code outside React (the Firebase clients, a form's App Check
 * header): set once at start-up by loadAppConfig. The server never sets it: it renders many
 * requests at once, each with its own configuration (AppConfigContext).
 */
export function setAppConfig(config: AppConfig): void {
  current = config;
}

export function getAppConfig(): AppConfig {
  return current;
}

/**
 * The configuration a tree renders with: the server's renderer provides each request's own; without
 * a provider (component tests) it is the browser's (getAppConfig).
 */
export const AppConfigContext = createContext<AppConfig | null>(null);

/** The configuration of the page being rendered (see AppConfigContext). */
export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext) ?? current;
}

export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const config = mergeConfig(defaultAppConfig, (await response.json()) as DeepPartial<AppConfig>);
  setAppConfig(config);
  return config;
}
