// The host's copies of every shared singleton, handed to the federation
// runtime so remotes use them instead of their own. Imported only by the
// federation runtime module, which is itself loaded on the first demo route.
import * as backendClient from '@meitheal/backend-client';
import { sharedSingletons } from '@meitheal/federation';
import * as ui from '@meitheal/ui';
import * as reactQuery from '@tanstack/react-query';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import * as zustand from 'zustand';

const modules: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router': ReactRouter,
  'react-router-dom': ReactRouterDom,
  zustand,
  '@tanstack/react-query': reactQuery,
  '@meitheal/ui': ui,
  '@meitheal/backend-client': backendClient,
};

/** Subpath entries share their package's version. */
function versionOf(name: string): string {
  const version = sharedSingletons[name] ?? sharedSingletons[name.split('/')[0] ?? ''];
  if (!version) throw new Error(`No shared version declared for ${name}`);
  return version;
}

export function hostSharedModules() {
  return Object.fromEntries(
    Object.entries(modules).map(([name, module]) => [
      name,
      {
        version: versionOf(name),
        lib: () => module,
        loaded: true,
        shareConfig: { singleton: true, requiredVersion: `^${versionOf(name)}` },
      },
    ]),
  );
}
