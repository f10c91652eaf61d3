import { describe, expect, it } from 'vitest';
import { EMULATOR_HOST, EMULATOR_PORTS } from '../../../scripts/local-stack/ports.mjs';
import { projectTarget } from './target';

describe('projectTarget', () => {
  it("on the emulators: the demo project, and the local stack's Storage emulator where no variable names another", () => {
    expect(projectTarget({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-nordic-ai' })).toEqual({
      emulator: true,
      project: 'demo-nordic-ai',
      bucket: 'demo-nordic-ai.appspot.com',
      origin: `http://${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`,
    });
    expect(
      projectTarget({
        FUNCTIONS_EMULATOR: 'true',
        GCLOUD_PROJECT: 'demo-x',
        FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9299',
      }).origin,
    ).toBe('http://127.0.0.1:9299');
  });

  it('in a live project: its default bucket, with production download addresses', () => {
    expect(
      projectTarget({
        GCLOUD_PROJECT: 'nordic-ai',
        FIREBASE_CONFIG: JSON.stringify({ projectId: 'nordic-ai', storageBucket: 'nordic-ai.firebasestorage.app' }),
      }),
    ).toEqual({
      emulator: false,
      project: 'nordic-ai',
      bucket: 'nordic-ai.firebasestorage.app',
      origin: 'https://firebasestorage.googleapis.com',
    });
  });
});
