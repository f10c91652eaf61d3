/**
 * Once per backend test run: the deterministic fake LLM on its fixed port (the Functions'
 * demo config points translation at it), and the Functions emulator's address from the
 * emulator hub (firebase-tools sets no *_EMULATOR_HOST variable for Functions).
 */
import { type FakeLlm, startFakeLlm } from '../../../scripts/fake-llm/server.mjs';
import { FAKE_LLM_PORT } from './stack';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

interface HubEmulator {
  host: string;
  port: number;
}

export default async function setup(): Promise<() => Promise<void>> {
  let fake: FakeLlm | undefined;
  if (!(await answers(`http://127.0.0.1:${FAKE_LLM_PORT}/health`))) {
    fake = await startFakeLlm({ port: FAKE_LLM_PORT });
  }

  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (hub && !process.env.FUNCTIONS_EMULATOR_HOST) {
    const response = await fetch(`http://${hub}/emulators`);
    const emulators = (await response.json()) as Record<string, HubEmulator | undefined>;
    const functions = emulators.functions;
    if (functions) process.env.FUNCTIONS_EMULATOR_HOST = `${functions.host}:${functions.port}`;
  }

  return async () => {
    await fake?.close();
  };
}
