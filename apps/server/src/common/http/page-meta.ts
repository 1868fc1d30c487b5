import type { FastifyRequest } from 'fastify';

/** What a shared link's preview shows (Open Graph): the shop's title, a line, its share image. */
export interface PageMeta {
  title: string;
  description: string;
  /** A URL, or a path on this server (made absolute from the request: crawlers need one). */
  image: string;
}

/** The page's meta for a request; the app page is served without them when this fails. */
export type PageMetaSource = (request: FastifyRequest) => Promise<PageMeta>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `image` as an absolute URL on the host the request came to (behind the proxy's protocol). */
export function absoluteUrl(request: FastifyRequest, image: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  return `${request.protocol}://${request.host}${image.startsWith('/') ? '' : '/'}${image}`;
}

/** The Open Graph (and Twitter card) tags, values escaped. */
export function metaTags(meta: PageMeta): string {
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:image', meta.image],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'description', meta.description],
  ];
  return tags
    .map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(value)}">`)
    .join('');
}

/** The page's `<title>` replaced by `title` (escaped): the shop's name, or a gift's preview. */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

/** The app page with the tags in its head (before `</head>`, else after the title or doctype). */
export function withMetaTags(html: string, tags: string): string {
  if (html.includes('</head>')) return html.replace('</head>', `${tags}</head>`);
  if (html.includes('</title>')) return html.replace('</title>', `</title>${tags}`);
  return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tags}`);
}
