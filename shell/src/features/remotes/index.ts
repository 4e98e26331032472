export { RemoteRoute } from './RemoteRoute';
