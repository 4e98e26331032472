import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('renders headings, lists and emphasis', () => {
    render(<Markdown>{'## Rates\n\n- **23%** standard\n- 13.5% reduced'}</Markdown>);
    expect(screen.getByRole('heading', { name: 'Rates' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('23%').tagName).toBe('STRONG');
  });

  it('never puts raw HTML from the source into the page', () => {
    const { container } = render(
      <Markdown>{'Hello <img src=x onerror="alert(1)"> <script>alert(2)</script> <b>bold</b>'}</Markdown>,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
  });

  it('opens external links in a new tab and drops unsafe targets', () => {
    render(<Markdown>{'[Revenue](https://www.revenue.ie/) and [bad](javascript:alert(1)) and [data](data:text/html,x)'}</Markdown>);
    const revenue = screen.getByRole('link', { name: 'Revenue' });
    expect(revenue).toHaveAttribute('target', '_blank');
    expect(revenue).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('bad')).toBeInTheDocument();
    const hrefs = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs).toEqual(['https://www.revenue.ie/', '', '']);
  });
});
