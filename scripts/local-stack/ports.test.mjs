// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './emulators.mjs';
import { EMULATOR_HOST, EMULATOR_PORTS, HOSTING_PORT, HOSTING_SITES, hostingSitePort } from './ports.mjs';

describe('firebase.json emulators block', () => {
  const config = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'firebase.json'), 'utf8'));

  it('uses the ports from ports.mjs', () => {
    const { emulators } = config;
    expect(emulators.auth).toEqual({ host: EMULATOR_HOST, port: EMULATOR_PORTS.auth });
    expect(emulators.firestore).toEqual({
      host: EMULATOR_HOST,
      port: EMULATOR_PORTS.firestore,
      websocketPort: EMULATOR_PORTS.firestoreWebsocket,
    });
    expect(emulators.functions).toEqual({ host: EMULATOR_HOST, port: EMULATOR_PORTS.functions });
    expect(emulators.storage).toEqual({ host: EMULATOR_HOST, port: EMULATOR_PORTS.storage });
    expect(emulators.hosting).toEqual({ host: EMULATOR_HOST, port: HOSTING_PORT });
    expect(emulators.hub.port).toBe(EMULATOR_PORTS.hub);
    expect(emulators.logging.port).toBe(EMULATOR_PORTS.logging);
    expect(emulators.eventarc.port).toBe(EMULATOR_PORTS.eventarc);
    expect(emulators.tasks.port).toBe(EMULATOR_PORTS.tasks);
    expect(emulators.ui.enabled).toBe(false);
    expect(emulators.singleProjectMode).toBe(true);
  });

  it('deploys each app to its own Hosting target and functions on nodejs22', () => {
    expect(config.hosting.map((/** @type {{ target: string }} */ h) => h.target)).toEqual(['shell', 'site', 'admin']);
    expect(config.functions[0].runtime).toBe('nodejs22');
  });

  it('never uploads local secrets, local overrides or tests of the functions', () => {
    expect(config.functions[0].ignore).toEqual(
      expect.arrayContaining(['node_modules', 'src', '.secret.local', '.env.local', '*.test.*']),
    );
  });
});

describe('Hosting site ports', () => {
  it("follow firebase-tools' rule: the first on the Hosting port, site i on port + 4 + i", () => {
    expect(Object.values(HOSTING_SITES).map((site) => site.port)).toEqual(
      Object.keys(HOSTING_SITES).map((_, index) => hostingSitePort(index)),
    );
    expect(Object.values(HOSTING_SITES).map((site) => site.port)).toEqual([3000, 3005, 3006, 3007, 3008, 3009]);
  });
});
