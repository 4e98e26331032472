import { remoteNames } from '@meitheal/federation';

export type RemoteName = 'assessment' | 'construction-demo' | 'document-qa' | 'logistics-chat' | 'tax-navigator';

export function isRemoteName(name: string): name is RemoteName {
  return remoteNames.includes(name);
}
