// Links people give us (a portfolio, examples of writing, a LinkedIn profile): only plain web
// addresses are kept, so they are safe to show as links to anyone.

export const URL_LIMIT = 500

/** The address as a clean http(s) URL string, or null when it is not one (javascript:, mailto:, no host …). */
export function httpUrl(value: string): string | null {
  if (value.length > URL_LIMIT || /\s/.test(value)) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (!url.hostname.includes('.') || url.username || url.password) return null
  return url.toString()
}

/** A LinkedIn address (linkedin.com or one of its country subdomains), or null. */
export function linkedinUrl(value: string): string | null {
  const url = httpUrl(value)
  if (!url) return null
  const host = new URL(url).hostname.toLowerCase()
  return host === 'linkedin.com' || host.endsWith('.linkedin.com') ? url : null
}
