import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { loadRuntimeConfig } = vi.hoisted(() => ({ loadRuntimeConfig: vi.fn() }));
vi.mock('@meitheal/backend-client', () => ({ loadRuntimeConfig }));

const ids = { gaMeasurementId: 'G-TEST123', adsConversionId: 'AW-555', adsConversionLabel: 'lead-label' };
const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const granted = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

const tagScripts = () => document.head.querySelectorAll('script[src*="googletagmanager"]');
/** dataLayer holds Arguments objects; compare them as arrays. */
const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = () => commands().filter(([command]) => command === 'event');

function configWith(analytics: object) {
  loadRuntimeConfig.mockResolvedValue({ contactEmail: 'hello@meitheal.ie', analytics });
}

// Module state (consent store, started tag) is reset between tests.
async function renderChrome() {
  const [{ AnalyticsBootstrap }, { CookieBanner }] = await Promise.all([import('./index'), import('../consent')]);
  render(
    <MemoryRouter>
      <CookieBanner />
      <AnalyticsBootstrap />
    </MemoryRouter>,
  );
}

/**
 * Lets every effect, started import and promise chain run to its end, so a
 * check that nothing happened is not just a check that nothing happened yet.
 */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });

describe('analytics', () => {
  beforeEach(() => {
    vi.resetModules();
    loadRuntimeConfig.mockReset();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    delete window.gtag;
    delete window.dataLayer;
    tagScripts().forEach((script) => script.remove());
  });

  it('loads nothing, not even the configuration, when cookies are declined', async () => {
    configWith(ids);
    await renderChrome();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await settle();
    expect(loadRuntimeConfig).not.toHaveBeenCalled();
    expect(tagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads nothing while the visitor has not chosen', async () => {
    configWith(ids);
    await renderChrome();
    await screen.findByRole('button', { name: 'Accept' });
    await settle();
    expect(loadRuntimeConfig).not.toHaveBeenCalled();
    expect(tagScripts()).toHaveLength(0);
  });

  it('loads nothing after acceptance when no ids are configured', async () => {
    configWith({});
    await renderChrome();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(loadRuntimeConfig).toHaveBeenCalled());
    await settle();
    expect(tagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it('pushes the denied default first, then grants and loads the tag after acceptance', async () => {
    configWith(ids);
    await renderChrome();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    expect(tagScripts()[0]).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    const [first, second, , ...configs] = commands();
    expect(first).toEqual(['consent', 'default', denied]);
    expect(second).toEqual(['consent', 'update', granted]);
    expect(configs).toEqual([
      ['config', 'G-TEST123'],
      ['config', 'AW-555'],
    ]);
  });

  it('re-applies a stored acceptance on load', async () => {
    localStorage.setItem('meitheal.cookie-consent', 'true');
    configWith(ids);
    await renderChrome();
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    expect(commands()[1]).toEqual(['consent', 'update', granted]);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('fires the conversion once for a real submission, and not again on reload', async () => {
    localStorage.setItem('meitheal.cookie-consent', 'true');
    configWith(ids);
    const { markSubmissionPendingConversion, fireConversionOnce } = await import('./conversion');
    await renderChrome();
    await waitFor(() => expect(tagScripts()).toHaveLength(1));

    markSubmissionPendingConversion();
    await fireConversionOnce();
    expect(events()).toEqual([
      ['event', 'conversion', { send_to: 'AW-555/lead-label' }],
      ['event', 'generate_lead', { form_name: 'contact' }],
    ]);

    await fireConversionOnce();
    expect(events()).toHaveLength(2);
  });

  it('fires no conversion when the thank-you page is opened without a submission', async () => {
    localStorage.setItem('meitheal.cookie-consent', 'true');
    configWith(ids);
    const { fireConversionOnce } = await import('./conversion');
    await renderChrome();
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    await fireConversionOnce();
    expect(events()).toEqual([]);
  });

  it('keeps the token without consent, and counts the lead once when the visitor then accepts', async () => {
    configWith(ids);
    const { markSubmissionPendingConversion, fireConversionOnce } = await import('./conversion');
    markSubmissionPendingConversion();
    await fireConversionOnce();
    expect(window.dataLayer).toBeUndefined();
    expect(sessionStorage.length).toBe(1);

    await renderChrome();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(events()).toEqual([
        ['event', 'conversion', { send_to: 'AW-555/lead-label' }],
        ['event', 'generate_lead', { form_name: 'contact' }],
      ]),
    );
    await fireConversionOnce();
    expect(events()).toHaveLength(2);
  });

  it('tracking hooks are no-ops without gtag and send events with it', async () => {
    const hooks = await import('./index');
    const fireAll = () => {
      hooks.trackFormSubmission();
      hooks.trackEmailClick();
      hooks.trackConsultationRequest();
      hooks.trackAiReadinessClick();
    };
    expect(fireAll).not.toThrow();
    expect(window.dataLayer).toBeUndefined();

    const { installGtag } = await import('./gtag');
    installGtag();
    fireAll();
    expect(events().map(([, name]) => name)).toEqual(['form_submit', 'email_click', 'consultation_request', 'ai_readiness_click']);
  });

  it('counts following a link to the assessment as an AI readiness click, and no other link', async () => {
    const hooks = await import('./index');
    const { installGtag } = await import('./gtag');
    installGtag();
    hooks.trackLinkFollow('/services/planning');
    hooks.trackLinkFollow('/ai-readiness');
    expect(events().map(([, name]) => name)).toEqual(['ai_readiness_click']);
  });
});
