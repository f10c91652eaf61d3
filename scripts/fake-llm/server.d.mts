export interface LoggedRequest {
  model: string;
  target: 'en' | 'sv';
  content: string;
  authorized: boolean;
}

export interface FakeLlm {
  /** Base URL to configure, ending in /v1. */
  url: string;
  port: number;
  log: LoggedRequest[];
  close(): Promise<void>;
}

export const DEFAULT_PORT: number;
export const FAKE_MODEL: string;
export const INJECTED: string;
export function targetLanguage(system: string): 'en' | 'sv';
export function startFakeLlm(options?: { port?: number; host?: string }): Promise<FakeLlm>;
