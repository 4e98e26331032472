import './remote.css';
import { TaxNavigatorPage } from './features/tax-guidance/components/TaxNavigatorPage';

/** Exposed to the shell as `./App`; the shell supplies the router, query client, toaster and page chrome. */
export default function App() {
  return <TaxNavigatorPage />;
}
