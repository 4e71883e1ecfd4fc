/**
 * The builder's rendered preview (loaded lazily: react-markdown and remark-gfm stay out of the first
 * paint), in the public entry page's own markdown styles. Raw HTML is not rendered; URLs go through react-markdown's sanitiser, except the device's
 * own 'local-image:' references (images chosen offline), which are shown from the device.
 */
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { LOCAL_IMAGE_PREFIX } from '@/data/engine';
import { useImageUrl } from '@/data/react';
import { slotImage } from '@/ui/image-sources';
import '@/ui/styles/markdown-body.css';

function PreviewImage({ src, alt }: { src?: string | Blob; alt?: string }) {
  const url = useImageUrl(typeof src === 'string' ? src : null);
  if (!url) return <span className="preview-missing-image">[image: {alt}]</span>;
  return <img {...slotImage(url, 'entry-body')} alt={alt ?? ''} loading="lazy" />;
}

const components: Components = {
  img: ({ src, alt }) => <PreviewImage src={src} alt={alt} />,
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
};

function urlTransform(url: string): string {
  return url.startsWith(LOCAL_IMAGE_PREFIX) ? url : defaultUrlTransform(url);
}

export default function MarkdownPreview({ markdown }: { markdown: string }) {
  return (
    <div className="markdown-preview markdown-body" data-testid="markdown-preview">
      {markdown.trim() ? (
        <Markdown remarkPlugins={[remarkGfm]} components={components} urlTransform={urlTransform} skipHtml>
          {markdown}
        </Markdown>
      ) : (
        <p className="muted">Nothing to preview yet.</p>
      )}
    </div>
  );
}
