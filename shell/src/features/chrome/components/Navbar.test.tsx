import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from './Navbar';

// The contact address stays at its built-in default: the runtime config never arrives.
vi.mock('@meitheal/backend-client', () => ({ loadRuntimeConfig: () => new Promise(() => {}) }));
const { trackConsultationRequest, trackLinkFollow } = vi.hoisted(() => ({
  trackConsultationRequest: vi.fn(),
  trackLinkFollow: vi.fn(),
}));
vi.mock('../../analytics', () => ({ trackConsultationRequest, trackEmailClick: vi.fn(), trackLinkFollow }));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar />
      <Routes>
        <Route path="*" element={<main id="main" />} />
      </Routes>
    </MemoryRouter>,
  );
}

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });
const servicesTrigger = () => screen.getByRole('button', { name: 'Services' });

describe('<Navbar />', () => {
  beforeEach(() => {
    trackConsultationRequest.mockReset();
    trackLinkFollow.mockReset();
  });

  it("tracks the Services menu's Assess Your AI Readiness link like every other copy of it", async () => {
    renderAt('/');
    servicesTrigger().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('link', { name: /^Assess Your AI Readiness/ }));
    expect(trackLinkFollow).toHaveBeenCalledWith('/ai-readiness');
  });

  it('starts with a skip link to the main content', async () => {
    renderAt('/');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('links the logo home and lists the top-level pages', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Meitheal AI' })).toHaveAttribute('href', '/');
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: 'Industry Implementations' })).toHaveAttribute('href', '/case-studies');
    expect(nav.getByRole('link', { name: 'Customer Success Stories' })).toHaveAttribute('href', '/success-stories');
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: 'Webinars' })).toHaveAttribute('href', '/webinars');
  });

  it('marks the current page with aria-current', () => {
    renderAt('/about');
    expect(within(desktopNav()).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(desktopNav()).getByRole('link', { name: 'Webinars' })).not.toHaveAttribute('aria-current');
  });

  it('opens a mail draft to book a consultation and counts the request', async () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: 'Book a Consultation' });
    expect(link).toHaveAttribute('href', 'mailto:hello@meitheal.ie?subject=Book%20a%20Consultation');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(trackConsultationRequest).toHaveBeenCalledOnce();
  });

  it('opens the Services menu on keyboard focus after the delay and closes it on Escape', async () => {
    renderAt('/');
    expect(screen.queryByRole('link', { name: /^Plan/ })).not.toBeInTheDocument();
    screen.getByRole('link', { name: 'Meitheal AI' }).focus();
    await userEvent.tab();
    expect(servicesTrigger()).toHaveFocus();
    expect(servicesTrigger()).toHaveAttribute('aria-expanded', 'false');

    await waitFor(() => expect(servicesTrigger()).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('link', { name: /^Plan/ })).toHaveAttribute('href', '/services/planning');
    expect(screen.getByRole('link', { name: /^Prove/ })).toHaveAttribute('href', '/services/proof-of-concept');
    expect(screen.getByRole('link', { name: /^Pilot AI/ })).toHaveAttribute('href', '/services/pilot');
    expect(screen.getByRole('link', { name: /^Assess Your AI Readiness/ })).toHaveAttribute('href', '/ai-readiness');

    await userEvent.keyboard('{Escape}');
    expect(servicesTrigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /^Plan/ })).not.toBeInTheDocument();
    expect(servicesTrigger()).toHaveFocus();
  });

  it('opens the Services menu with Enter and returns focus to the trigger on Escape from a link', async () => {
    // Fake timers: every open or close delay can be run out, not waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderAt('/');
      servicesTrigger().focus();
      await user.keyboard('{Enter}');
      expect(servicesTrigger()).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      expect(screen.getByRole('link', { name: /^Plan/ })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(servicesTrigger()).toHaveFocus();
      expect(servicesTrigger()).toHaveAttribute('aria-expanded', 'false');
      // Focus coming back from the panel must not reopen it once every delay
      // (open 200 ms, close 150 ms, skip 300 ms) has run out.
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(servicesTrigger()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the Services menu on hover after the delay and closes after the pointer leaves', async () => {
    renderAt('/');
    await userEvent.hover(servicesTrigger());
    expect(servicesTrigger()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(servicesTrigger()).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.unhover(servicesTrigger());
    await waitFor(() => expect(servicesTrigger()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('closes the Services menu when focus moves on past it', async () => {
    renderAt('/');
    servicesTrigger().focus();
    await userEvent.keyboard('{Enter}');
    expect(servicesTrigger()).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('link', { name: 'Webinars' }).focus());
    expect(servicesTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the mobile menu, which closes on Escape and on navigation', async () => {
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const menu = within(panel!);
    expect(menu.getByRole('link', { name: 'Customer Success Stories' })).toHaveAttribute('href', '/success-stories');
    // Services is a collapsed group, so the top-level links fit on a phone.
    const services = menu.getByRole('button', { name: 'Services' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(menu.queryByRole('link', { name: 'Plan' })).toBeNull();
    await userEvent.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: 'Plan' })).toHaveAttribute('href', '/services/planning');
    await userEvent.click(services);
    expect(menu.queryByRole('link', { name: 'Plan' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await userEvent.click(within(document.getElementById(toggle.getAttribute('aria-controls')!)!).getByRole('link', { name: 'About' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the mobile Services group already on a service page, and tracks its assessment link', async () => {
    renderAt('/services/pilot');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const menu = within(document.getElementById(toggle.getAttribute('aria-controls')!)!);
    expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menu.getByRole('link', { name: 'Assess Your AI Readiness' }));
    expect(trackLinkFollow).toHaveBeenCalledWith('/ai-readiness');
  });
});
