// A small reader for the HTML mammoth writes. Why not a DOM: this package runs
// in the browser, in Node (the evaluation and the bench) and in tests, and
// mammoth's output is a narrow, well-formed subset (block tags, inline
// formatting, links, images, tables; text escaped with &amp; &lt; &gt;
// &quot;), so a tokenizer of a few lines reads it without a DOM library. A
// Markdown file whose body is a site's HTML page is read through it too
// (markdown/document-text.ts).
import { decodeEntities } from '../character-references.ts';

export interface HtmlElement {
  tag: string;
  attributes: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

const VOID = new Set(['br', 'img', 'hr', 'col', 'wbr', 'input', 'meta', 'link']);
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|([^<]+|<)/g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#root', attributes: {}, children: [] };
  const stack: HtmlElement[] = [root];
  for (const match of html.matchAll(TOKEN)) {
    const [whole, closing, rawTag, rawAttributes, selfClosing, text] = match;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      top.children.push(decodeEntities(text));
      continue;
    }
    if (!rawTag || whole.startsWith('<!--')) continue;
    // A custom element ('<va-alert>', '<va-accordion-item>', a site's web component) holds blocks as a <div> does.
    const tag = rawTag.includes('-') ? 'div' : rawTag.toLowerCase();
    if (closing) {
      const open = stack.map((element) => element.tag).lastIndexOf(tag);
      if (open > 0) stack.length = open;
      continue;
    }
    const element: HtmlElement = { tag, attributes: attributesOf(rawAttributes ?? ''), children: [] };
    top.children.push(element);
    if (!selfClosing && !VOID.has(tag)) stack.push(element);
  }
  return root;
}

function attributesOf(raw: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of raw.matchAll(ATTRIBUTE)) {
    if (name) attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '');
  }
  return attributes;
}
