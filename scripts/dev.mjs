// `npm run dev`: the shell with hot reload on http://localhost:5173, against
// the local server on $BACKEND_PORT (default 8080), which answers /config.json,
// /functions, /rest and serves each remote's last build. Work on a remote
// itself with `npm run dev -w remotes/<name>`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, rootDir } from './ensure-install.mjs';

ensureInstalled();
const backendPort = process.env.BACKEND_PORT ?? '8080';
const children = [
  spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, PORT: backendPort },
  }),
  spawn(join(rootDir, 'node_modules/.bin/vite'), [], {
    cwd: `${rootDir}/shell`,
    stdio: 'inherit',
    env: { ...process.env, BACKEND_URL: `http://localhost:${backendPort}` },
  }),
];
// One stops, both stop: a dev server without its backend only misleads.
const stopAll = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code ?? 0;
};
for (const child of children) child.once('exit', (code) => stopAll(code));
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
