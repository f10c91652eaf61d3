import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppConfig, defaultAppConfig } from '../config';

const runtime = vi.hoisted(() => ({ config: undefined as unknown }));

const appCheck = vi.hoisted(() => ({
  initializeAppCheck: vi.fn(),
  ReCaptchaV3Provider: vi.fn(function (this: { key: string; kind: string }, key: string) {
    this.key = key;
    this.kind = 'v3';
  }),
  ReCaptchaEnterpriseProvider: vi.fn(function (this: { key: string; kind: string }, key: string) {
    this.key = key;
    this.kind = 'enterprise';
  }),
}));
vi.mock('firebase/app-check', () => appCheck);
vi.mock('@app/platform', () => ({ getAppConfig: () => runtime.config }));
vi.mock('./app', () => ({ firebaseApp: () => 'the-app' }));

/** A fresh module each test: ensureAppCheck keeps its start for the page's lifetime. */
async function freshEnsureAppCheck(config: Partial<AppConfig>) {
  runtime.config = { ...defaultAppConfig, ...config };
  vi.resetModules();
  return (await import('./appCheck')).ensureAppCheck;
}

beforeEach(() => vi.clearAllMocks());

describe('ensureAppCheck', () => {
  it('does nothing without a site key (the local stack)', async () => {
    const ensureAppCheck = await freshEnsureAppCheck({});
    await ensureAppCheck();
    expect(appCheck.initializeAppCheck).not.toHaveBeenCalled();
  });

  it('starts App Check once with reCAPTCHA v3 and the configured site key', async () => {
    const ensureAppCheck = await freshEnsureAppCheck({ appCheck: { provider: 'recaptcha-v3', siteKey: 'key-v3' } });
    await Promise.all([ensureAppCheck(), ensureAppCheck()]);
    await ensureAppCheck();
    expect(appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(appCheck.initializeAppCheck).toHaveBeenCalledWith('the-app', {
      provider: expect.objectContaining({ key: 'key-v3', kind: 'v3' }),
      isTokenAutoRefreshEnabled: false,
    });
  });

  it('uses reCAPTCHA Enterprise when the configuration says so', async () => {
    const ensureAppCheck = await freshEnsureAppCheck({
      appCheck: { provider: 'recaptcha-enterprise', siteKey: 'key-ent' },
    });
    await ensureAppCheck();
    expect(appCheck.initializeAppCheck).toHaveBeenCalledWith('the-app', {
      provider: expect.objectContaining({ key: 'key-ent', kind: 'enterprise' }),
      isTokenAutoRefreshEnabled: false,
    });
  });
});
