import './remote.css';
import { SafetyAssistantPage } from './features/safety-talk/components/SafetyAssistantPage';

/** Exposed to the shell as `./App`; the shell supplies the router, query client, toaster and page chrome. */
export default function App() {
  return <SafetyAssistantPage />;
}
