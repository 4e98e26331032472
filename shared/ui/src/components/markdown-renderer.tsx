// The Markdown parser and its safety rules, in a module of their own so that
// `Markdown` (markdown.tsx) can load them only when an answer is shown: the
// parser is ~30 KB gzip that no demo's first view needs.
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';

// http(s), mailto, a fragment, or a path on this site. A path may not start
// with two slashes or a slash and a backslash: browsers read both (`//evil`,
// `/\evil`) as the address of another site.
const SAFE_URL = /^(https?:|mailto:|#|\/(?![/\\]))/i;
// Browsers drop tabs and line breaks anywhere in an address before reading it.
const IGNORED_IN_URLS = /[\t\n\r]/g;

/** Keeps a safe link target, drops anything else (javascript:, data:, protocol-relative, backslash forms). */
export const safeUrl: UrlTransform = (url) => (SAFE_URL.test(url.replace(IGNORED_IN_URLS, '').trim()) ? url : '');

// GFM for its tables: the document Q&A quotes a table row under its header row. A single tilde stays text, since
// documents write '~72%' for 'about 72%' and a pair of them would otherwise strike out what lies between.
const remarkPlugins = [[remarkGfm, { singleTilde: false }]] satisfies NonNullable<ComponentProps<typeof ReactMarkdown>['remarkPlugins']>;

const components: Components = {
  table({ node: _node, ...props }) {
    // A wide table scrolls inside the answer instead of widening the page.
    return (
      <div className="my-2 overflow-x-auto">
        <table {...props} className="min-w-full border-collapse text-left text-sm" />
      </div>
    );
  },
  th({ node: _node, ...props }) {
    return <th {...props} className="border-b border-brand-200 px-2 py-1 font-semibold" />;
  },
  td({ node: _node, ...props }) {
    return <td {...props} className="border-b border-brand-100 px-2 py-1 align-top" />;
  },
  a({ href, children, node: _node, ...props }) {
    const external = href ? /^https?:/i.test(href) : false;
    return (
      <a
        href={href}
        {...props}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  },
};

/** Raw HTML in the source is dropped (never parsed into the page); links go through `safeUrl`. */
export default function MarkdownRenderer({ children }: { children: string }) {
  return (
    <ReactMarkdown skipHtml urlTransform={safeUrl} components={components} remarkPlugins={remarkPlugins}>
      {children}
    </ReactMarkdown>
  );
}
