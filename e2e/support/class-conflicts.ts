import type { Page } from '@playwright/test';
import { twMerge } from 'tailwind-merge';
import { expect } from './fixtures';

/**
 * The design system joins class names without resolving Tailwind conflicts
 * (see shared/ui/src/lib/cn.ts). Two utilities for the same property on one
 * element (`p-6` and `pt-0`, `hidden` and `flex`) leave the winner to CSS
 * order, so none may appear; tailwind-merge, which knows Tailwind's groups,
 * is the judge of what conflicts.
 */
export async function expectNoConflictingClasses(page: Page): Promise<void> {
  const classLists = await page
    .locator('[class]')
    .evaluateAll((elements) => [...new Set(elements.map((element) => element.getAttribute('class') ?? ''))]);
  const conflicts = classLists.flatMap((classList) => {
    const kept = new Set(twMerge(classList).split(' '));
    const dropped = classList.split(/\s+/).filter((name) => name && !kept.has(name));
    return dropped.length > 0 ? [`${dropped.join(' ')} lost in "${classList}"`] : [];
  });
  expect(conflicts, conflicts.join('\n')).toEqual([]);
}
