import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

// The menu's code loads once per page, so every test starts from fresh modules.
async function freshDesktopNav() {
  vi.resetModules();
  const { DesktopNav } = await import('./DesktopNav');
  return function renderNav() {
    return (
      <MemoryRouter initialEntries={['/']}>
        <DesktopNav />
      </MemoryRouter>
    );
  };
}

const services = () => screen.getByRole('button', { name: 'Services' });
const isRadixTrigger = (element: HTMLElement) => element.hasAttribute('data-state');

describe('<DesktopNav /> before and after its menu loads', () => {
  it('renders the light bar on the server and on first render, without the menu code', async () => {
    const nav = await freshDesktopNav();
    const html = renderToString(nav());
    expect(html).toContain('Services');
    expect(html).not.toContain('data-state');

    render(nav());
    await act(async () => {});
    expect(isRadixTrigger(services())).toBe(false);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('opens Services for a pointer that rests on it while the menu loads', async () => {
    const nav = await freshDesktopNav();
    render(nav());
    await userEvent.hover(services());
    await waitFor(() => expect(isRadixTrigger(services())).toBe(true));
    await waitFor(() => expect(services()).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('link', { name: /^Plan/ })).toHaveAttribute('href', '/services/planning');
  });

  it('opens Services for a press that came before the menu loaded, and keeps focus on it', async () => {
    const nav = await freshDesktopNav();
    render(nav());
    act(() => services().focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(services()).toHaveAttribute('aria-expanded', 'true'));
    expect(services()).toHaveFocus();
  });

  it('keeps keyboard focus on the link that had it when the menu arrives', async () => {
    const nav = await freshDesktopNav();
    render(nav());
    act(() => screen.getByRole('link', { name: 'Webinars' }).focus());
    await waitFor(() => expect(isRadixTrigger(services())).toBe(true));
    expect(screen.getByRole('link', { name: 'Webinars' })).toHaveFocus();
    expect(services()).toHaveAttribute('aria-expanded', 'false');
  });
});
