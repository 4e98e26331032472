import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from './consent-storage';

// The consent store lives at module level; each test gets a fresh copy.
async function renderBanner() {
  const { CookieBanner, useConsentStatus } = await import('./index');
  function StatusProbe() {
    return <output data-testid="status">{useConsentStatus()}</output>;
  }
  render(
    <MemoryRouter>
      <CookieBanner />
      <StatusProbe />
    </MemoryRouter>,
  );
  return { status: () => screen.getByTestId('status').textContent };
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on this site' });

describe('<CookieBanner />', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });

  it('is shown when no consent is stored, as a region rather than a modal, with a privacy link', async () => {
    await renderBanner();
    expect(await screen.findByRole('region', { name: 'Cookies on this site' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('stores true on Accept and hides', async () => {
    const { status } = await renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
    expect(banner()).not.toBeInTheDocument();
    expect(status()).toBe('granted');
  });

  it('stores false on Decline and hides', async () => {
    const { status } = await renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('false');
    expect(banner()).not.toBeInTheDocument();
    expect(status()).toBe('denied');
  });

  it('stores false when closed and hides', async () => {
    await renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Close cookie banner' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('false');
    expect(banner()).not.toBeInTheDocument();
  });

  it('stays hidden when a refusal is stored', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'false');
    const { status } = await renderBanner();
    await waitFor(() => expect(status()).toBe('denied'));
    expect(banner()).not.toBeInTheDocument();
  });

  it('stays hidden and re-applies consent when acceptance is stored', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'true');
    const { status } = await renderBanner();
    await waitFor(() => expect(status()).toBe('granted'));
    expect(banner()).not.toBeInTheDocument();
  });

  it('is absent from server-rendered HTML so returning visitors never see it flash', async () => {
    const { CookieBanner } = await import('./index');
    const html = renderToString(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
    expect(html).toBe('');
  });
});
