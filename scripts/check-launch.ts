// Pre-launch check: fails while any content the business has not supplied is
// still a placeholder (shell/src/content/placeholders.ts), listing each one.
//   npm run check:launch            checks the site's content
//   npm run check:launch -- <file>  checks another module exporting `launchContent`
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PLACEHOLDER } from '../shell/src/content/placeholders.ts';

export const DEFAULT_CONTENT_MODULE = fileURLToPath(new URL('../shell/src/content/placeholders.ts', import.meta.url));

export interface FoundPlaceholder {
  /** Where it sits in `launchContent`, e.g. `founder.name`. */
  path: string;
  needs: string;
}

function isPlaceholder(value: object): value is { status: string; needs: string } {
  return 'status' in value && value.status === PLACEHOLDER;
}

/** Every slot still marked PLACEHOLDER, at any depth, in the order written. */
export function findPlaceholders(content: unknown, path: string[] = []): FoundPlaceholder[] {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return [];
  if (isPlaceholder(content)) return [{ path: path.join('.'), needs: String(content.needs) }];
  // A supplied slot ends the walk too: its value is the business's own content.
  if ('status' in content) return [];
  return Object.entries(content).flatMap(([key, value]) => findPlaceholders(value, [...path, key]));
}

/** Loads a content module and returns its remaining placeholders. */
export async function placeholdersIn(modulePath: string): Promise<FoundPlaceholder[]> {
  const module = (await import(pathToFileURL(resolve(modulePath)).href)) as { launchContent?: unknown };
  if (module.launchContent === undefined) throw new Error(`${modulePath} exports no launchContent.`);
  return findPlaceholders(module.launchContent);
}

async function main(): Promise<number> {
  const modulePath = process.argv[2] ?? DEFAULT_CONTENT_MODULE;
  const found = await placeholdersIn(modulePath);
  if (found.length === 0) {
    console.log('Ready to launch: no placeholder content is left.');
    return 0;
  }
  console.error(`Not ready to launch: ${found.length} placeholder(s) in ${relative(process.cwd(), modulePath)} must be replaced:`);
  for (const { path, needs } of found) console.error(`  ${path}: ${needs}`);
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
