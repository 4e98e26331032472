// A remote's stylesheet is global once loaded and stays loaded after the
// visitor leaves its route. Two Tailwind builds in one page also fight: the
// remote's plain `.hidden` comes after the shell's `.xl:flex` and wins. So
// every selector of a remote's CSS is scoped to the element the shell mounts
// the remote in, which also gives remote rules precedence inside the remote.
import postcss from 'postcss';

/** Selectors that name the document itself become the scope element. */
const documentSelectors = new Set([':root', ':host', 'html', 'body']);

/** The attribute selector of the element a remote is mounted in. */
export function remoteScopeSelector(remote) {
  return `[data-remote="${remote}"]`;
}

/** A selector that starts at the document (`body:has(.sheet) *`, say) is meant to be global. */
const startsAtDocument = /^(html|body|:root)(?![\w-])(?!$)/;

function scopeSelector(selector, scope) {
  const trimmed = selector.trim();
  if (documentSelectors.has(trimmed)) return scope;
  if (startsAtDocument.test(trimmed)) return trimmed;
  return `${scope} ${trimmed}`;
}

function insideKeyframes(rule) {
  for (let parent = rule.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && /keyframes$/i.test(parent.name)) return true;
  }
  return false;
}

/** Returns the CSS with every rule limited to descendants of the remote's mount element. */
export function scopeCss(css, remote) {
  const scope = remoteScopeSelector(remote);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    rule.selectors = rule.selectors.map((selector) => scopeSelector(selector, scope));
  });
  return root.toString();
}

/** Vite plugin: scopes the CSS assets of a remote's build. */
export function scopeRemoteCss(remote) {
  return {
    name: 'meitheal:scope-remote-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type === 'asset' && asset.fileName.endsWith('.css')) {
          asset.source = scopeCss(String(asset.source), remote);
        }
      }
    },
  };
}
