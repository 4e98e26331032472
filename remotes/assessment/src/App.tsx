import './remote.css';
import { Assessment } from './features/quiz/components/Assessment';

/** Exposed to the shell as `./App`; the shell supplies the router, query client, toaster and page chrome. */
export default function App() {
  return <Assessment />;
}
