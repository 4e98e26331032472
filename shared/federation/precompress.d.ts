import type { Plugin } from 'vite';
export declare const PRECOMPRESSED: { readonly br: '.br'; readonly gzip: '.gz' };
export declare const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string>;
export declare const MIN_COMPRESS_BYTES: number;
export declare function isCompressible(path: string): boolean;
export declare function precompressFile(path: string, content?: Buffer): Promise<boolean>;
export declare function precompressDirectory(dir: string): Promise<number>;
export declare function precompress(): Plugin;
