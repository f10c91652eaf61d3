export declare const SHARED_SINGLETONS: readonly string[];
export declare function sharedVersions(appDir: string): Record<string, string>;
