// The one Markdown escape every composer uses: whatever the text, the parsed
// result is a paragraph of that same text, with no link, image, emphasis,
// heading, list or HTML in it. Checked with micromark, the parser under the
// pages' react-markdown.
import { micromark } from 'micromark';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown, escapeTableCell, markdownLink } from './markdown.ts';

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
  '*bold* and _x_ at word edges',
  'intra*word*emphasis',
  '__init__ and **strong**',
  '`code` and ``more `code` ``',
  '```\nfenced\n```',
  '~~~\nfenced too\n~~~',
  'text\n---',
  'text\n--',
  '_ _ _',
  '* * *',
  '- [x] a task',
  '[link][ref]\n\n[ref]: https://evil.example',
  '[link][]',
  'line one\\\nline two',
  'a\n  > indented quote\n   # indented heading\n   1) indented list',
  '<a@b.example> and <=@x.example>',
  '\\*not bold\\*',
];

/** A small deterministic generator, so a failure can be reproduced. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 1;
    return state / 2 ** 31;
  };
}

/** Text mixing words with every character Markdown reads as syntax, one space at a time. */
function hostileText(next: () => number): string {
  const pieces = [
    'word',
    'x',
    '1',
    '12',
    ' ',
    ' ',
    '\n',
    '[word',
    '](x)',
    '][',
    ']:',
    '1.',
    '&#106;',
    '*',
    '_',
    '`',
    '[',
    ']',
    '(',
    ')',
    '!',
    '<',
    '>',
    '&',
    '&amp;',
    '#',
    '-',
    '+',
    '=',
    '.',
    ')',
    '~',
    '\\',
    ':',
    '|',
    'é',
  ];
  let text = '';
  for (let i = 0; i < 12; i++) {
    const piece = pieces[Math.floor(next() * pieces.length)]!;
    // Two spaces would make a hard line break and an indent, which show the same words differently.
    if (piece === ' ' && /[ \n]$|^$/.test(text)) continue;
    if (piece === '\n' && / $/.test(text)) continue;
    text += piece;
  }
  return text;
}

describe('escapeMarkdown', () => {
  it.each(HOSTILE)('shows %j as written, with no markup', (text) => {
    const html = render(escapeMarkdown(text));
    // Only paragraphs (and the line breaks the text had) come out.
    expect(html.replace(/<\/?p>/g, '')).not.toMatch(/<[a-z]/i);
    const shown = decodeEntities(html.replace(/<\/?p>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    expect(shown).toBe(text.replace(/\s+/g, ' ').trim());
  });

  it('leaves plain words alone', () => {
    expect(escapeMarkdown('Charging vans overnight keeps them on the road')).toBe('Charging vans overnight keeps them on the road');
  });

  // What Markdown would not read as syntax stays as written, so the raw answer reads as plain text.
  it.each([
    'update-mime-database',
    'APIMWXICKBE-VAULT',
    'ASN1_MAX_NAME_SIZE and snake_case_names',
    'Section 2.1 (see page 4) - the default is 50 + 10 = 60!',
    'C:\\Users\\me and ~/.local/share/mime',
    'a < b, 2 * 3, x _ y',
    'Q&A and AT&T; C# and #hashtag',
    'see [1] and [2, 3] or [link] (x)',
    'The rate is 4.5% from 1 January 2026.',
    '1.5 kg, not a list',
    '--flag and -v',
    'a | b',
  ])('leaves %j as it is', (text) => {
    expect(escapeMarkdown(text)).toBe(text);
  });

  it.each([
    ['*bold*', '\\*bold\\*'],
    ['_x_ at word edges', '\\_x\\_ at word edges'],
    ['`code`', '\\`code\\`'],
    ['see [link](x)', 'see [link\\](x)'],
    ['![img](x)', '![img\\](x)'],
    ['[a][b] c', '[a\\][b] c'],
    ['ends with a bracket]', 'ends with a bracket\\]'],
    ['<https://evil.example>', '\\<https://evil.example>'],
    ['&amp;', '\\&amp;'],
    ['a\\*', 'a\\\\\\*'],
    ['trailing \\', 'trailing \\\\'],
    ['# Heading', '\\# Heading'],
    ['> quote', '\\> quote'],
    ['- item', '\\- item'],
    ['+ item', '\\+ item'],
    ['* item', '\\* item'],
    ['1. first', '1\\. first'],
    ['2) second', '2\\) second'],
    ['[ref]: https://evil.example', '[ref\\]: https://evil.example'],
    ['title\n===', 'title\n\\==='],
    ['title\n---', 'title\n\\---'],
    ['a\n_ _ _\nb', 'a\n\\_ _ _\nb'],
    ['a\n~~~', 'a\n\\~~~'],
    ['mid-line # > - + 1. stay', 'mid-line # > - + 1. stay'],
  ])('escapes %j only where it is syntax: %j', (text, escaped) => {
    expect(escapeMarkdown(text)).toBe(escaped);
  });

  // Whatever the mix, the page shows the text and nothing else.
  it('shows 3,000 generated hostile texts as written', () => {
    const next = random(29);
    for (let i = 0; i < 3000; i++) {
      const text = hostileText(next);
      const html = render(escapeMarkdown(text)).replace(/<\/?p>/g, '');
      const shown = decodeEntities(html).replace(/\s+/g, ' ').trim();
      expect({ text, html: /<[a-z]/i.test(html) ? html : '' }).toEqual({ text, html: '' });
      expect({ text, shown }).toEqual({ text, shown: text.replace(/\s+/g, ' ').trim() });
    }
  });

  it('stays inert inside the emphasis, quote and list item the composers wrap it in', () => {
    const tagsOf = (html: string, ours: string[]) => (html.match(/<[a-z]+/g) ?? []).filter((tag) => !ours.includes(tag));
    for (const text of HOSTILE) {
      expect(tagsOf(render(`*${escapeMarkdown(text)}*`), ['<p', '<em'])).toEqual([]);
      const quote = render(
        escapeMarkdown(text)
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n'),
      );
      expect(tagsOf(quote, ['<p', '<blockquote'])).toEqual([]);
      const item = render(`- ${escapeMarkdown(text).replaceAll('\n', '\n  ')}`);
      expect(tagsOf(item, ['<p', '<ul', '<li'])).toEqual([]);
    }
  });
});

describe('escapeTableCell', () => {
  it('escapes the pipe, which would end the cell, and what escapeMarkdown escapes', () => {
    expect(escapeTableCell('a | b')).toBe('a \\| b');
    expect(escapeTableCell('*x* update-mime-database')).toBe('\\*x\\* update-mime-database');
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

  it('keeps every bracket of the title inside the link text', () => {
    const html = render(markdownLink('a]b [c] d](https://evil.example)', 'https://www.seai.ie/'));
    expect(html).toBe('<p><a href="https://www.seai.ie/">a]b [c] d](https://evil.example)</a></p>');
  });

  it('cannot be ended early by the address', () => {
    const html = render(markdownLink('T', 'https://a.example/x)[y](https://evil.example'));
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).not.toContain('href="https://evil.example"');
  });
});
