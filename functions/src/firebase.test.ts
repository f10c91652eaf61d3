import { describe, expect, it } from 'vitest';
import { adminAppOptions } from './firebase';

describe('adminAppOptions', () => {
  it("leaves the production app to the SDK's own FIREBASE_CONFIG", () => {
    expect(adminAppOptions({ FIREBASE_CONFIG: '{"projectId":"p"}' })).toBeUndefined();
  });

  it("names a service account in the emulator, so queuing a task never asks Google's metadata server", () => {
    const config = { projectId: 'demo-p', storageBucket: 'demo-p.appspot.com' };
    expect(adminAppOptions({ FUNCTIONS_EMULATOR: 'true', FIREBASE_CONFIG: JSON.stringify(config) })).toEqual({
      ...config,
      serviceAccountId: 'emulated-service-acct@email.com',
    });
    expect(adminAppOptions({ FUNCTIONS_EMULATOR: 'true' })).toEqual({
      serviceAccountId: 'emulated-service-acct@email.com',
    });
  });
});
