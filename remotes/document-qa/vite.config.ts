import { defineRemoteConfig } from '@meitheal/federation/vite';

export default defineRemoteConfig({ remote: 'document-qa', port: 5183 });
