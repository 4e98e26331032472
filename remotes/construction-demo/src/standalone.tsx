// Development entry: the remote on its own (npm run dev -w remotes/construction-demo).
import { mountStandalone } from '@meitheal/federation/standalone';
import App from './App';

mountStandalone('construction-demo', App);
