declare global {
  interface Window {
    gtag?: (command: 'event', action: string, params?: Record<string, unknown>) => void
  }
}

/** Sends an analytics event through the global tag function, when the page has one. */
export function trackEvent(action: string, params: Record<string, unknown> = {}) {
  if (typeof window !== 'undefined' && typeof window.gtag === 'function') window.gtag('event', action, params)
}
