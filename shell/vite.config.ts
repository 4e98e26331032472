import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The shell is a runtime-only federation host: it uses @module-federation/runtime
// on demo routes instead of the build plugin, which keeps the federation runtime
// off the marketing pages' critical path (see docs/decisions/runtime-only-host.md).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    target: 'es2022',
    manifest: true,
    cssCodeSplit: false,
  },
  server: { port: 5173 },
});
