// The modules that must exist exactly once at run time, whoever loads first.
// The shell's federation runtime provides these and every remote's build
// declares the same list, so host and remotes can never disagree about them.
// A test checks these versions against every package.json of the workspace.
export const sharedSingletons = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  'react-router': '7.18.5',
  zustand: '5.1.0',
  '@tanstack/react-query': '5.108.0',
  '@meitheal/ui': '1.0.0',
  '@meitheal/backend-client': '1.0.0',
};

/**
 * What remotes may import from the shared libraries whose whole API the host
 * would otherwise have to keep in its first-load bundle. The host provides
 * exactly these names (shell/src/features/remotes/shared-modules.ts) and a
 * test fails when a remote imports anything else. Packages not listed here
 * are provided whole.
 */
const routerApi = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useHref',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useParams',
  'useSearchParams',
];

export const sharedApi = {
  // react-router-dom re-exports react-router: one curated list for both names.
  'react-router-dom': routerApi,
  'react-router': routerApi,
  '@tanstack/react-query': ['useIsFetching', 'useIsMutating', 'useMutation', 'useQuery', 'useQueryClient', 'useSuspenseQuery'],
};

/** The remotes the shell knows how to mount: their folder under remotes/ and key in /config.json. */
export const remoteNames = ['assessment', 'construction-demo', 'document-qa', 'logistics-chat', 'tax-navigator'];

/** Federation names must be identifiers, folder names are kebab-case. */
export function federationName(remote) {
  return remote.replace(/-/g, '_');
}

/** `shared` option for @module-federation/vite, identical in every remote. */
export function viteSharedConfig() {
  return Object.fromEntries(
    Object.entries(sharedSingletons).map(([name, version]) => [name, { singleton: true, requiredVersion: `^${version}`, version }]),
  );
}

/**
 * Where a remote's files are, read from its manifest: its `publicPath`, or,
 * when built with `publicPath: 'auto'`, the manifest's own folder. The shell
 * (to load the entry) and the server (to hint at the files) both use it.
 *
 * @param {URL} manifestAddress
 * @param {{ publicPath?: string }} metaData
 */
export function remoteAssetBase(manifestAddress, { publicPath }) {
  return new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestAddress);
}

/**
 * The address of a remote's `remoteEntry.js`, from its manifest.
 *
 * @param {URL} manifestAddress
 * @param {{ publicPath?: string; remoteEntry: { name: string; path: string } }} metaData
 */
export function remoteEntryAddress(manifestAddress, metaData) {
  const { path, name } = metaData.remoteEntry;
  return new URL(`${path ? path.replace(/\/?$/, '/') : ''}${name}`, remoteAssetBase(manifestAddress, metaData));
}
