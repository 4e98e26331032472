import './remote.css';

/** Exposed to the shell as `./App`; the shell supplies the router, query client, toaster and page chrome. */
export default function App() {
  return <h1>Irish Tax Navigator</h1>;
}
