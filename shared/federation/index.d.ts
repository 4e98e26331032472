export declare const sharedSingletons: Record<string, string>;
export declare const remoteNames: readonly string[];
export declare function viteSharedConfig(): Record<
  string,
  { singleton: true; requiredVersion: string; version: string }
>;
export declare function federationName(remote: string): string;
export declare const sharedApi: Record<string, readonly string[]>;
