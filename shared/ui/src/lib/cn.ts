import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicts between Tailwind classes
 * (tailwind-merge would, for 9 KB on every page): components are built so a
 * caller never needs to override one of their classes (variants for that),
 * and an end-to-end test checks every page for conflicting classes.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
