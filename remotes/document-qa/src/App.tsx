import './remote.css';
import { DocumentQaPage } from './features/document-qa/components/DocumentQaPage';

/** Exposed to the shell as `./App`; the shell supplies the router, query client, toaster and page chrome. */
export default function App() {
  return <DocumentQaPage />;
}
