export declare const sharedSingletons: Record<string, string>;
export declare const remoteNames: readonly ['assessment', 'construction-demo', 'document-qa', 'logistics-chat', 'tax-navigator'];
/** A remote's folder under remotes/ and its key in /config.json. */
export type RemoteName = (typeof remoteNames)[number];
export declare function viteSharedConfig(): Record<string, { singleton: true; requiredVersion: string; version: string }>;
export declare function federationName(remote: string): string;
export declare const sharedApi: Record<string, readonly string[]>;
export declare function remoteAssetBase(manifestAddress: URL, metaData: { publicPath?: string | undefined }): URL;
export declare function remoteEntryAddress(
  manifestAddress: URL,
  metaData: { publicPath?: string | undefined; remoteEntry: { name: string; path: string } },
): URL;
