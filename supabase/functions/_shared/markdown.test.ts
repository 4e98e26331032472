// The one Markdown escape every composer uses: whatever the text, the parsed
// result is a paragraph of that same text, with no link, image, emphasis,
// heading, list or HTML in it. Checked with micromark, the parser under the
// pages' react-markdown.
import { micromark } from 'micromark';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown, markdownLink } from './markdown.ts';

/** The HTML a page would render from the Markdown. */
const render = (markdown: string) => micromark(markdown).trim();

function decodeEntities(html: string): string {
  return html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

const HOSTILE = [
  '[click](https://evil.example)',
  '[click](/\\evil.example)',
  '[click](\\\\evil.example)',
  '[click](//evil.example)',
  '[click](javascript:alert(1))',
  '![pixel](https://evil.example/p.png)',
  '<https://evil.example>',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '&lt;b&gt; and &#106;avascript',
  '**bold** _em_ `code` ~~strike~~',
  '# Heading',
  '- a list item',
  '+ another',
  '* and another',
  '1. ordered',
  '2) ordered too',
  '> a quote',
  'Setext\n===',
  '| a | b |\n|---|---|',
  '[ref]: https://evil.example',
  'a trailing backslash \\',
  'multi\nline\n\n# with heading',
];

describe('escapeMarkdown', () => {
  it.each(HOSTILE)('shows %j as written, with no markup', (text) => {
    const html = render(escapeMarkdown(text));
    // Only paragraphs (and the line breaks the text had) come out.
    expect(html.replace(/<\/?p>/g, '')).not.toMatch(/<[a-z]/i);
    const shown = decodeEntities(html.replace(/<\/?p>/g, '')).replace(/\s+/g, ' ').trim();
    expect(shown).toBe(text.replace(/\s+/g, ' ').trim());
  });

  it('leaves plain words alone', () => {
    expect(escapeMarkdown('Charging vans overnight keeps them on the road')).toBe('Charging vans overnight keeps them on the road');
  });
});

describe('markdownLink', () => {
  it('links an http(s) page with an escaped title', () => {
    const html = render(markdownLink('Van *guide* [2026]', 'https://www.seai.ie/grants/(vans)?a=1 b'));
    expect(html).toBe('<p><a href="https://www.seai.ie/grants/%28vans%29?a=1%20b">Van *guide* [2026]</a></p>');
  });

  it.each(['javascript:alert(1)', '/\\evil.example', '\\\\evil.example', '//evil.example', 'not a url'])(
    'shows only the title for %s',
    (url) => {
      const html = render(markdownLink('A title', url));
      expect(html).toBe('<p>A title</p>');
    },
  );

  it('cannot be ended early by the address', () => {
    const html = render(markdownLink('T', 'https://a.example/x)[y](https://evil.example'));
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).not.toContain('href="https://evil.example"');
  });
});
