import { defineRemoteConfig } from '@meitheal/federation/vite';

export default defineRemoteConfig({ remote: 'tax-navigator', port: 5185 });
