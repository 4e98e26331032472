// `npm start`: install what is missing, build the shell and every remote, and
// serve the whole site with its embedded backend on http://localhost:$PORT.
import { ensureInstalled, runOrExit } from './ensure-install.mjs';

ensureInstalled();
if (process.env.SKIP_BUILD !== '1') runOrExit('npm', ['run', 'build']);
runOrExit('node', ['--import', 'tsx', 'server/src/main.ts']);
