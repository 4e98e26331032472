import { renderInShell } from '@meitheal/federation/testing';
import App from '../../../App';

/** Renders the remote as the shell would: inside a router and a query client. */
export function renderPlanningAssistant() {
  return renderInShell(App);
}
