// The separately built and deployed remotes the shell loads at run time.
export const REMOTE_NAMES = ['assessment', 'construction-demo', 'document-qa', 'logistics-chat', 'tax-navigator'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** REMOTE_CONSTRUCTION_DEMO_URL for 'construction-demo'. */
export function remoteUrlEnvName(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_URL`;
}
