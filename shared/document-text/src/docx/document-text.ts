// A Word file's structure, as mammoth's convertToHtml gives it, in the
// document-text form: Word's heading styles as '#' lines, list items one to a
// line ('- ' or their number), tables as pipe rows, code styles (mapped to
// <pre> by DOCX_STYLE_MAP) in ``` fences, every other paragraph a block.
// Word has no pages mammoth can see, so the text has no form feeds.
import { withoutFontArtefacts } from '../artefacts.ts';
import { parseHtml, type HtmlElement, type HtmlNode } from './html.ts';

/**
 * Extra mammoth style mappings, passed as `styleMap` to convertToHtml: the
 * paragraph styles commonly used for code arrive as <pre>, the Title style as
 * a heading, and the entries of Word's table of contents (styles 'toc 1' to
 * 'toc 9') are left out.
 */
export const DOCX_STYLE_MAP: readonly string[] = [
  ...['Code', 'Source Code', 'HTML Preformatted', 'Preformatted Text', 'Macro Text', 'Plain Text'].map(
    (style) => `p[style-name='${style}'] => pre:separator('\\n')`,
  ),
  // Word's Title style is the document's first heading; mammoth's defaults leave it a paragraph.
  "p[style-name='Title'] => h1:fresh",
  ...Array.from({ length: 9 }, (_, level) => `p[style-name='toc ${level + 1}'] => !`),
  "p[style-name='TOC Heading'] => !",
];

const CONTENTS_TITLE = /^(?:table\s+of\s+)?contents$/i;
// An entry of a table of contents that no style gave away: its page number after a tab, or Word's broken-link text.
const CONTENTS_ENTRY = /\t\s*(?:\d{1,4}|[ivxlc]{1,6}|Error! Bookmark not defined\.)\s*$/i;

const HEADING = /^h([1-6])$/;
const BLOCK_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'table',
  'pre',
  'blockquote',
  'div',
  'li',
  'tr',
  'td',
  'th',
]);

export function docxHtmlToDocumentText(html: string): string {
  const blocks: string[] = [];
  const state: RenderState = { headingLevel: 1, itemsFollow: false };
  renderBlocks(parseHtml(html).children, blocks, state);
  return withoutFontArtefacts(blocks.filter((block) => block.trim()).join('\n\n'));
}

interface RenderState {
  headingLevel: number;
  /** The last block was a lead-in ending with a colon, or an item of the list it leads to. */
  itemsFollow: boolean;
}

function renderBlocks(nodes: readonly HtmlNode[], blocks: string[], state: RenderState): void {
  let loose: HtmlNode[] = [];
  const flushLoose = () => {
    const text = inlineText(loose);
    if (text) blocks.push(text);
    loose = [];
  };
  for (const node of nodes) {
    if (typeof node === 'string' || !BLOCK_TAGS.has(node.tag)) {
      loose.push(node);
      continue;
    }
    flushLoose();
    const heading = HEADING.exec(node.tag);
    const itemsFollowed = state.itemsFollow;
    state.itemsFollow = false;
    if (heading) {
      const text = inlineText(node.children);
      if (CONTENTS_TITLE.test(text)) continue;
      // A template that numbers its paragraphs with a heading style ('1.2 The Contract will be between…') sets
      // sentences in it: a sentence is body text whatever its style, and a heading that asks ('Who may apply?') stays one.
      if (readsAsSentence(text)) {
        blocks.push(text);
        state.itemsFollow = text.endsWith(':');
        continue;
      }
      // After a lead-in ('There are 3 attachments that make up this pack:'), such a template's short lines are its list.
      if (itemsFollowed && text) {
        state.itemsFollow = true;
        const last = blocks.length - 1;
        if (blocks[last]?.startsWith('- ')) blocks[last] += `\n- ${text}`;
        else blocks.push(`- ${text}`);
        continue;
      }
      state.headingLevel = Number(heading[1]);
      if (text) blocks.push(`${'#'.repeat(state.headingLevel)} ${text}`);
    } else if (node.tag === 'p') {
      const text = inlineText(node.children);
      if (!text || CONTENTS_TITLE.test(text) || CONTENTS_ENTRY.test(textOf(node.children))) continue;
      // A short paragraph set wholly in bold is a heading typed by hand.
      blocks.push(isBoldTitle(node, text) ? `${'#'.repeat(Math.min(6, state.headingLevel + 1))} ${text}` : text);
    } else if (node.tag === 'ul' || node.tag === 'ol') {
      const items: string[] = [];
      listItems(node, 0, items);
      if (items.length > 0) blocks.push(items.join('\n'));
    } else if (node.tag === 'table') {
      // A table of one cell is a box drawn round text (a template's guidance note), not a table: its paragraphs are
      // paragraphs, so each sentence is read and quoted as one rather than the whole box as one row.
      const box = soleCell(node);
      if (box) {
        renderBlocks(box.children, blocks, state);
        continue;
      }
      const table = pipeRows(node);
      if (table) blocks.push(table);
    } else if (node.tag === 'pre') {
      const code = textOf(node.children).replace(/\s+$/, '');
      if (code.trim()) blocks.push(['```', code.replace(/```/g, "'''"), '```'].join('\n'));
    } else {
      renderBlocks(node.children, blocks, state);
    }
  }
  flushLoose();
}

/** Four words or more ending as a sentence or a clause does (full stop, colon, semicolon, comma), closing quotes aside. */
function readsAsSentence(text: string): boolean {
  return /[.:;,]$/.test(text.replace(/[\s'"’”)\]]+$/u, '')) && text.split(/\s+/).length >= 4;
}

function isBoldTitle(paragraph: HtmlElement, text: string): boolean {
  const meaningful = paragraph.children.filter((child) => typeof child !== 'string' || child.trim());
  const bold =
    meaningful.length > 0 && meaningful.every((child) => typeof child !== 'string' && (child.tag === 'strong' || child.tag === 'b'));
  // A version number or a date set in bold ('1.0.1', '02/08/2016') is no title. A question is ('HOW DO WE USE PERSONAL
  // DATA?', as a policy or an FAQ titles its sections).
  return bold && text.split(/\s+/).length <= 12 && !/[.,;:!]$/.test(text) && /^[\p{Lu}\p{Lt}\d]/u.test(text) && /\p{L}{2}/u.test(text);
}

/** Items one to a line: '- ' in a bulleted list, the item's number in a numbered one, nested lists indented. */
function listItems(list: HtmlElement, depth: number, items: string[]): void {
  let number = Number(list.attributes.start ?? '1') || 1;
  for (const item of list.children) {
    if (typeof item === 'string' || item.tag !== 'li') continue;
    // A footnote list (mammoth's id="footnote-1") is a list like any other, without its back-links.
    const own = item.children.filter((child) => typeof child === 'string' || (child.tag !== 'ul' && child.tag !== 'ol'));
    const text = blockText(own);
    const marker = list.tag === 'ol' ? `${number}.` : '-';
    if (text) items.push(`${'  '.repeat(depth)}${marker} ${text}`);
    number += 1;
    for (const child of item.children) {
      if (typeof child !== 'string' && (child.tag === 'ul' || child.tag === 'ol')) listItems(child, depth + 1, items);
    }
  }
}

/** The one cell of a table of one row and one column, if it is one; nested tables aside. */
function soleCell(table: HtmlElement): HtmlElement | undefined {
  const cells: HtmlElement[][] = [];
  const collect = (node: HtmlElement) => {
    for (const child of node.children) {
      if (typeof child === 'string') continue;
      if (child.tag === 'tr')
        cells.push(
          child.children.filter((cell): cell is HtmlElement => typeof cell !== 'string' && (cell.tag === 'td' || cell.tag === 'th')),
        );
      else if (child.tag !== 'table') collect(child);
    }
  };
  collect(table);
  const only = cells.length === 1 && cells[0]!.length === 1 ? cells[0]![0] : undefined;
  return only && !only.children.some((child) => typeof child !== 'string' && child.tag === 'table') ? only : undefined;
}

function pipeRows(table: HtmlElement): string {
  const rows: string[][] = [];
  const collect = (node: HtmlElement) => {
    for (const child of node.children) {
      if (typeof child === 'string') continue;
      if (child.tag === 'tr') {
        rows.push(
          child.children
            .filter((cell): cell is HtmlElement => typeof cell !== 'string' && (cell.tag === 'td' || cell.tag === 'th'))
            .map((cell) => blockText(cell.children).replace(/\|/g, '\\|')),
        );
      } else if (child.tag !== 'table') {
        collect(child);
      }
    }
  };
  collect(table);
  const filled = rows.filter((row) => row.some((cell) => cell));
  if (filled.length === 0) return '';
  const width = Math.max(...filled.map((row) => row.length));
  const line = (row: readonly string[]) => `| ${Array.from({ length: width }, (_, index) => row[index] ?? '').join(' | ')} |`;
  return [line(filled[0]!), line(new Array<string>(width).fill('---')), ...filled.slice(1).map(line)].join('\n');
}

/** The text of block content (paragraphs in a cell or an item) on one line. */
function blockText(nodes: readonly HtmlNode[]): string {
  const parts: string[] = [];
  let loose: HtmlNode[] = [];
  const flush = () => {
    const text = inlineText(loose);
    if (text) parts.push(text);
    loose = [];
  };
  for (const node of nodes) {
    if (typeof node !== 'string' && BLOCK_TAGS.has(node.tag)) {
      flush();
      const text = node.tag === 'table' ? blockText(node.children) : blockText(node.children);
      if (text) parts.push(text);
    } else {
      loose.push(node);
    }
  }
  flush();
  return parts.join(' ');
}

/** Inline content as one line of text, without images, footnote marks and back-links. */
function inlineText(nodes: readonly HtmlNode[]): string {
  return textOf(nodes, true).replace(/\s+/g, ' ').trim();
}

function textOf(nodes: readonly HtmlNode[], inline = false): string {
  let text = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      text += node;
    } else if (node.tag === 'br') {
      text += inline ? ' ' : '\n';
    } else if (node.tag === 'img') {
      continue;
    } else if (isNoteMark(node)) {
      continue;
    } else {
      text += textOf(node.children, inline);
    }
  }
  return text;
}

/** mammoth's footnote and endnote marks in the text, and the back-links in the notes. */
function isNoteMark(node: HtmlElement): boolean {
  const href = node.attributes.href ?? '';
  if (node.tag === 'a' && /^#(?:footnote|endnote|comment)-ref-/.test(href)) return true;
  if (node.tag === 'sup')
    return node.children.some(
      (child) => typeof child !== 'string' && child.tag === 'a' && /^#(?:footnote|endnote)-/.test(child.attributes.href ?? ''),
    );
  return false;
}
