import { defineRemoteConfig } from '@meitheal/federation/vite';

export default defineRemoteConfig({ remote: 'assessment', port: 5181 });
