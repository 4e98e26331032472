import type { UserConfig } from 'vite';
export declare function defineRemoteConfig(options: { remote: string; exposes?: Record<string, string>; port?: number }): UserConfig;
export declare function backendProxy(): Record<string, { target: string; changeOrigin: false }>;
