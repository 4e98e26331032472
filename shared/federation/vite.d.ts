import type { UserConfig } from 'vite';
export declare function defineRemoteConfig(options: {
  remote: string;
  exposes?: Record<string, string>;
  port?: number;
}): UserConfig;
