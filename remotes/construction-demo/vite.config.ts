import { defineRemoteConfig } from '@meitheal/federation/vite';

export default defineRemoteConfig({ remote: 'construction-demo', port: 5182 });
