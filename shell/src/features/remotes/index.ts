export { RemoteRoute, REMOTE_LOAD_TIMEOUT_MS } from './RemoteRoute';
export { isRemoteName, type RemoteName } from './remote-names';
