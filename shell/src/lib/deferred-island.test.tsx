import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredIsland, defineIsland } from './deferred-island';

function Greeting() {
  return <p>Island content</p>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

describe('DeferredIsland', () => {
  it('loads and shows its content straight away when rendered on the client', async () => {
    const island = defineIsland(async () => ({ default: Greeting }));
    // act() flushes the effect that starts the load, as a browser would right after paint.
    await act(async () => {
      render(<DeferredIsland island={island} />);
    });
    expect(await screen.findByText('Island content')).toBeInTheDocument();
  });

  it('renders the real content into server HTML once loaded', async () => {
    const island = defineIsland(async () => ({ default: Greeting }));
    await island.load();
    expect(renderToString(<DeferredIsland island={island} />)).toContain('Island content');
  });

  it('keeps the server HTML during hydration and hydrates it once the visitor reaches it', async () => {
    // Off screen: the observer never reports the island as visible.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const serverIsland = defineIsland(async () => ({ default: Counter }));
    await serverIsland.load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DeferredIsland island={serverIsland} />);
    document.body.append(container);

    let imported = false;
    const clientIsland = defineIsland(async () => {
      imported = true;
      return { default: Counter };
    });
    await act(async () => {
      hydrateRoot(container, <DeferredIsland island={clientIsland} />);
    });
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    expect(imported).toBe(false);

    await act(async () => {
      button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(imported).toBe(true);
    await act(async () => {
      screen.getByRole('button').click();
    });
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    container.remove();
    vi.unstubAllGlobals();
  });

  it('keeps the server HTML when the page around it re-renders before the island loads', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const serverIsland = defineIsland(async () => ({ default: Counter }));
    await serverIsland.load();
    // Like the contact section, which re-renders once the site configuration arrives.
    function Page({ island }: { island: typeof serverIsland }) {
      const [label, setLabel] = useState('before');
      useEffect(() => setLabel('after'), []);
      return (
        <section>
          <h2>{label}</h2>
          <DeferredIsland island={island} />
        </section>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page island={serverIsland} />);
    document.body.append(container);

    const clientIsland = defineIsland(async () => ({ default: Counter }));
    await act(async () => {
      hydrateRoot(container, <Page island={clientIsland} />);
    });
    expect(screen.getByRole('heading', { name: 'after' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    container.remove();
    vi.unstubAllGlobals();
  });

  it('says so when its code cannot be loaded, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const island = defineIsland(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return { default: Greeting };
    });
    await act(async () => {
      render(<DeferredIsland island={island} />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    await act(async () => {
      screen.getByRole('button', { name: 'Try again' }).click();
    });
    expect(await screen.findByText('Island content')).toBeInTheDocument();
    expect(attempts).toBe(2);
    vi.restoreAllMocks();
  });
});
