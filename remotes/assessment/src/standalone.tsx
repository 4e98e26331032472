// Development entry: the remote on its own (npm run dev -w remotes/assessment).
import { mountStandalone } from '@meitheal/federation/standalone';
import App from './App';

mountStandalone('assessment', App);
