/**
 * The entry's markdown body (loaded lazily: only entry pages download react-markdown). GitHub
 * flavoured markdown via remark-gfm; raw HTML is never rendered (skipHtml) and every link and image
 * URL goes through safeUrl, so javascript:, data: and other unsafe protocols are neutralised.
 * External links open in a new tab with rel="noopener noreferrer"; images load lazily, in the
 * image CDN's widths for the reading column.
 */
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { imageSizeOf } from '@/domain/image-size';
import { slotImage } from '@/ui/image-sources';
import { safeUrl } from './safe-url';

const components: Components = {
  a: ({ href, children, node: _node, ...rest }) => {
    const external = typeof href === 'string' && /^https?:\/\//i.test(href);
    return (
      <a href={href || undefined} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  // A picture inserted by the builder carries its size (#WxH): its box is reserved before it loads.
  img: ({ src, alt, node: _node, ...rest }) =>
    typeof src === 'string' && src ? <img {...rest} {...slotImage(src, 'entry-body')} {...imageSizeOf(src)} alt={alt ?? ''} loading="lazy" decoding="async" /> : null,
  // The page has the entry title as its only h1; markdown headings start one level lower.
  h1: ({ children, node: _node, ...rest }) => <h2 {...rest}>{children}</h2>,
};

export default function MarkdownBody({ content }: { content: string }) {
  return (
    <div className="markdown-body">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={(url) => safeUrl(url)} components={components}>
        {content}
      </Markdown>
    </div>
  );
}
