import './remote.css';
import { LogisticsPlanningPage } from './features/planning-chat/components/LogisticsPlanningPage';

/** Exposed to the shell as `./App`; the shell supplies the router, query client, toaster and page chrome. */
export default function App() {
  return <LogisticsPlanningPage />;
}
