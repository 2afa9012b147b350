import { useEffect, useState } from 'react';
import DOMPurify from 'dompurify';

/**
 * HTML the server has already sanitised, passed through DOMPurify once more in the browser before
 * it reaches the DOM (it renders after hydration; the server's copy is never trusted blindly).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => setClean(DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] })), [html]);
  return clean === null ? null : <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
