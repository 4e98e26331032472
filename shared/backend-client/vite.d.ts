import type { Alias } from 'vite';

export function slimSupabaseAliases(): Alias[];
