// Development entry: the remote on its own (npm run dev -w remotes/logistics-chat).
import { mountStandalone } from '@meitheal/federation/standalone';
import App from './App';

mountStandalone('logistics-chat', App);
