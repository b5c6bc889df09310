// A piece's Markdown as the HTML a page may show. Writers' text is untrusted: markdown-it renders it
// with raw HTML escaped (markdown.ts), and sanitize-html then keeps only a strict allow-list of tags
// and attributes, so no script, style, event handler or javascript: URL can reach a reader. Pure, so
// that the rendering thread runs it (render-worker.server.ts); the app calls piece-html.server.ts.
import sanitizeHtml from 'sanitize-html'
import { markdownToHtml } from './markdown.ts'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    'del',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Whatever a link said, it leaves with these (and never opens a window that can reach back).
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }) },
}

/** Untrusted HTML reduced to the allow-list. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}

/** A piece's Markdown as safe HTML: what is stored when a version is saved. */
export function renderMarkdown(markdown: string): string {
  return sanitizeContentHtml(markdownToHtml(markdown))
}
