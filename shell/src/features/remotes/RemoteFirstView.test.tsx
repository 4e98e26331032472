import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The first view is read when the module loads, before hydration, so each
// test arranges the page first and then loads a fresh copy of the module.
async function loadFirstView() {
  vi.resetModules();
  return (await import('./RemoteFirstView')).RemoteFirstView;
}

const placeholder = (remote: string, inner = '') => `<div data-first-view-of="${remote}" class="peer" inert="">${inner}</div>`;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('<RemoteFirstView />', () => {
  it('prerenders an empty placeholder the server can fill, with the skeleton after it', async () => {
    const RemoteFirstView = await loadFirstView();
    const html = renderToString(<RemoteFirstView remote="assessment" />);
    expect(html.startsWith(placeholder('assessment'))).toBe(true);
    expect(html).toContain('Loading…');
  });

  it('keeps the first view the page arrived with through hydration, without a mismatch', async () => {
    const RemoteFirstView = await loadFirstView();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RemoteFirstView remote="assessment" />).replace(
      placeholder('assessment'),
      placeholder('assessment', '<h1>AI Readiness Assessment</h1>'),
    );
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Fresh = await loadFirstView();
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Fresh remote="assessment" />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('h1')?.textContent).toBe('AI Readiness Assessment');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows another remote's route only its skeleton, never the first view of the page it arrived on", async () => {
    document.body.innerHTML = placeholder('assessment', '<h1>AI Readiness Assessment</h1>');
    const RemoteFirstView = await loadFirstView();
    document.body.innerHTML = '';
    const html = renderToString(<RemoteFirstView remote="tax-navigator" />);
    expect(html).not.toContain('AI Readiness Assessment');
    expect(html).toContain(placeholder('tax-navigator'));
  });
});
