// The separately built and deployed remotes the shell loads at run time: the
// one list in @meitheal/federation, shared with the shell.
import { remoteNames, type RemoteName } from '@meitheal/federation';

export const REMOTE_NAMES = remoteNames;
export type { RemoteName };

/** REMOTE_CONSTRUCTION_DEMO_URL for 'construction-demo'. */
export function remoteUrlEnvName(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_URL`;
}
