// The Markdown parser and its safety rules, in a module of their own so that
// `Markdown` (markdown.tsx) can load them only when an answer is shown: the
// parser is ~30 KB gzip that no demo's first view needs.
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';

const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;

/** Keeps a safe link target, drops anything else (javascript:, data:, protocol-relative). */
export const safeUrl: UrlTransform = (url) => (SAFE_URL.test(url.trim()) ? url : '');

const components: Components = {
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
    <ReactMarkdown skipHtml urlTransform={safeUrl} components={components}>
      {children}
    </ReactMarkdown>
  );
}
