// Development entry: the remote on its own (npm run dev -w remotes/document-qa).
import { mountStandalone } from '@meitheal/federation/standalone';
import App from './App';

mountStandalone('document-qa', App);
