// Renders text from a function as Markdown, safely: raw HTML in the source is
// dropped (never parsed into the page), and link targets are limited to
// http(s), mailto and in-site paths. Imported by path (`@meitheal/ui/markdown`)
// so only the demos that show Markdown pay for the parser.
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import { cn } from '../lib/cn';

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

interface MarkdownProps extends Omit<ComponentProps<'div'>, 'children'> {
  children: string;
}

export function Markdown({ children, className, ...props }: MarkdownProps) {
  return (
    <div
      className={cn(
        'space-y-3 text-sm leading-relaxed [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&_strong]:font-semibold',
        className,
      )}
      {...props}
    >
      <ReactMarkdown skipHtml urlTransform={safeUrl} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
