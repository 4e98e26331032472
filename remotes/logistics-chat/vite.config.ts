import { defineRemoteConfig } from '@meitheal/federation/vite';

export default defineRemoteConfig({ remote: 'logistics-chat', port: 5184 });
