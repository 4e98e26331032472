// Development entry: runs the remote on its own, with the providers the shell
// would give it, so a demo team can work without the shell.
import '@meitheal/ui/styles.css';
import { Toaster } from '@meitheal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        {/* Built CSS is scoped to this attribute, as in the shell. */}
        <div data-remote="assessment">
          <App />
        </div>
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
