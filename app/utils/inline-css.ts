import { createContext } from 'react'

/**
 * The site's stylesheet, inlined into server-rendered documents so the first paint waits for no
 * extra request. Only the server provides it (entry.server.tsx); in the browser it is empty, and
 * the <style> element rendered on the server is left as it is.
 */
export const InlineCssContext = createContext('')
