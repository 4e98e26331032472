import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Markdown } from './markdown';
import { safeUrl } from './markdown-renderer';

class ErrorCatcher extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

describe('Markdown', () => {
  it('shows the text as it is until the parser has loaded, then the rendered Markdown in its place', async () => {
    // A fresh module, so its lazy parser has not been loaded by an earlier test.
    vi.resetModules();
    const { Markdown: FreshMarkdown } = await import('./markdown');
    const source = '## Rates\n\n- **23%** standard';
    const { container } = render(<FreshMarkdown className="extra">{source}</FreshMarkdown>);

    const wrapper = container.firstElementChild;
    // The caller's className reaches the wrapper.
    expect(wrapper).toHaveClass('extra');
    const plain = wrapper?.querySelector('p');
    expect(plain?.textContent).toBe(source);
    expect(screen.queryByRole('heading')).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Rates' })).toBeInTheDocument();
    expect(container.firstElementChild).toBe(wrapper);
    expect(wrapper).not.toHaveTextContent('## Rates');
    // The plain text gave way to the rendered Markdown.
    expect([...(wrapper?.querySelectorAll('p') ?? [])].map((paragraph) => paragraph.textContent)).not.toContain(source);
  });

  it('keeps showing the text as it is when the parser cannot be downloaded', async () => {
    vi.resetModules();
    vi.doMock('./markdown-renderer', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const { Markdown: OfflineMarkdown } = await import('./markdown');
      const source = '## Rates\n\n- **23%** standard';
      const caught: unknown[] = [];
      const { container } = render(
        <ErrorCatcher onError={(error) => caught.push(error)}>
          <OfflineMarkdown>{source}</OfflineMarkdown>
        </ErrorCatcher>,
      );
      expect(container.querySelector('[data-markdown="loading"]')?.textContent).toBe(source);
      // Once the failed import has settled, the answer stays, as plain text, and no error reaches the page.
      const unavailable = await screen.findByText((_content, element) => element?.getAttribute('data-markdown') === 'unavailable');
      expect(unavailable.textContent).toBe(source);
      expect(caught).toEqual([]);
    } finally {
      vi.doUnmock('./markdown-renderer');
    }
  });

  it('renders headings, lists and emphasis', async () => {
    render(<Markdown>{'## Rates\n\n- **23%** standard\n- 13.5% reduced'}</Markdown>);
    expect(await screen.findByRole('heading', { name: 'Rates' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('23%').tagName).toBe('STRONG');
  });

  it('renders a quoted table row under its header row as a table, and keeps a single tilde as text', async () => {
    const source = [
      'Here is what *guide.pdf* says:',
      '',
      '> | Requirement | Supported versions |',
      '> | --- | --- |',
      '> | PHP | 5.3 or higher |',
      '>',
      '> — Section 2',
      '',
      'Revenue grew ~72% and margins ~18% over the period.',
    ].join('\n');
    const { container } = render(<Markdown>{source}</Markdown>);
    const table = await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Supported versions' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '5.3 or higher' })).toBeInTheDocument();
    expect(table).not.toHaveTextContent('|');
    expect(container.querySelector('del')).toBeNull();
    expect(container).toHaveTextContent('Revenue grew ~72% and margins ~18% over the period.');
  });

  it('never puts raw HTML from the source into the page', async () => {
    const { container } = render(<Markdown>{'Hello <img src=x onerror="alert(1)"> <script>alert(2)</script> <b>bold</b>'}</Markdown>);
    // The parsed paragraph (the plain-text stand-in is marked with data-markdown).
    await screen.findByText((_content, element) => element?.tagName === 'P' && !element.hasAttribute('data-markdown'));
    expect(container.querySelector('img, script, b')).toBeNull();
  });

  it('opens external links in a new tab and drops unsafe targets', async () => {
    render(<Markdown>{'[Revenue](https://www.revenue.ie/) and [bad](javascript:alert(1)) and [data](data:text/html,x)'}</Markdown>);
    const revenue = await screen.findByRole('link', { name: 'Revenue' });
    expect(revenue).toHaveAttribute('target', '_blank');
    expect(revenue).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('bad')).toBeInTheDocument();
    const hrefs = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs).toEqual(['https://www.revenue.ie/', '', '']);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n\\evil.example',
    ' //evil.example',
  ])('refuses %j, which browsers read as the address of another site', (url) => {
    expect(safeUrl(url, 'href', { type: 'element', tagName: 'a', properties: {}, children: [] })).toBe('');
  });

  it.each(['/case-studies', '#sources', 'https://www.revenue.ie/', 'mailto:info@example.ie'])('keeps %j', (url) => {
    expect(safeUrl(url, 'href', { type: 'element', tagName: 'a', properties: {}, children: [] })).toBe(url);
  });

  it('never renders a link to another site from a backslash or double-slash path', async () => {
    render(<Markdown>{'[home](/case-studies) [a](/\\evil.example) [b](//evil.example) [c](\\\\evil.example)'}</Markdown>);
    await screen.findByRole('link', { name: 'home' });
    const site = 'https://meitheal.example';
    const origins = [...document.querySelectorAll('a')].map((link) => new URL(link.getAttribute('href') ?? '', `${site}/page`).origin);
    expect(origins).toEqual([site, site, site, site]);
  });
});
