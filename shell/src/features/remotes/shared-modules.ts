// The host's copies of every shared singleton, put in the share scope every
// remote's entry is initialised with, so remotes use them instead of their
// own. Imported only by the federation host, itself loaded on the first
// remote route.
import * as backendClient from '@meitheal/backend-client';
import { sharedApi, sharedSingletons } from '@meitheal/federation';
import * as ui from '@meitheal/ui';
import { useIsFetching, useIsMutating, useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import * as zustand from 'zustand';
import * as zustandVanilla from 'zustand/vanilla';

// Providing a whole namespace would keep every export of the router and of
// TanStack Query in the marketing pages' bundle, so those two are provided as
// the curated API that remotes may use (sharedApi; a test guards it).
const routerApi = {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
};
const queryApi = { useIsFetching, useIsMutating, useMutation, useQuery, useQueryClient, useSuspenseQuery };

export const hostModules: Record<string, object> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router': routerApi,
  'react-router-dom': routerApi,
  zustand,
  'zustand/vanilla': zustandVanilla,
  '@tanstack/react-query': queryApi,
  '@meitheal/ui': ui,
  '@meitheal/backend-client': backendClient,
};

/**
 * One provider in a share scope, in the shape the federation runtime's own
 * hosts write. Most fields are internal to the runtime, not a documented
 * interface: runtime-share-scope.test.ts fails when an upgrade stops taking
 * them (docs/decisions/0002-runtime-only-host.md).
 */
export interface SharedProvider {
  version: string;
  from: string;
  scope: string[];
  deps: string[];
  useIn: string[];
  loading: null;
  loaded: true;
  lib: () => object;
  get: () => Promise<() => object>;
  strategy: 'loaded-first';
  shareConfig: { singleton: true; requiredVersion: string; eager: false; strictVersion: false };
}

/** Subpath entries share their package's version. */
function versionOf(name: string): string {
  const version = sharedSingletons[name] ?? sharedSingletons[name.split('/')[0] ?? ''];
  if (!version) throw new Error(`No shared version declared for ${name}`);
  return version;
}

/**
 * The page's share scope as a federation runtime expects it from its host:
 * for each shared package, the shell's copy under its version, already
 * loaded, a singleton. Remotes' runtimes pick these over their own copies.
 */
export function hostShareScope(): Record<string, Record<string, SharedProvider>> {
  return Object.fromEntries(
    Object.entries(hostModules).map(([name, module]) => {
      const version = versionOf(name);
      const provider: SharedProvider = {
        version,
        from: 'shell',
        scope: ['default'],
        deps: [],
        useIn: [],
        loading: null,
        loaded: true,
        lib: () => module,
        get: () => Promise.resolve(() => module),
        strategy: 'loaded-first',
        shareConfig: { singleton: true, requiredVersion: `^${version}`, eager: false, strictVersion: false },
      };
      return [name, { [version]: provider }];
    }),
  );
}

/**
 * Where a curated module differs from what remotes may import (sharedApi, the
 * one list): names missing here, or provided beyond it. The static imports
 * above must be written out for tree-shaking; this keeps them equal to it.
 */
export function sharedApiDifferences(): string[] {
  return Object.entries(sharedApi).flatMap(([name, exports]) => {
    const provided = Object.keys(hostModules[name] ?? {});
    return [
      ...exports.filter((exported) => !provided.includes(exported)).map((exported) => `missing ${name}.${exported}`),
      ...provided.filter((exported) => !exports.includes(exported)).map((exported) => `extra ${name}.${exported}`),
    ];
  });
}
