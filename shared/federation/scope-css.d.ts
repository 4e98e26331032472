import type { Plugin } from 'vite';
export declare function remoteScopeSelector(remote: string): string;
export declare function scopeCss(css: string, remote: string): string;
export declare function scopeRemoteCss(remote: string): Plugin;
