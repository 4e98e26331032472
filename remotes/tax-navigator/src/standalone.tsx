// Development entry: the remote on its own (npm run dev -w remotes/tax-navigator).
import { mountStandalone } from '@meitheal/federation/standalone';
import App from './App';

mountStandalone('tax-navigator', App);
