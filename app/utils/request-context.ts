import { createContext, RouterContextProvider } from 'react-router'

/** Per-request values the HTTP server hands to React Router. */
export const cspNonceContext = createContext<string>('')

export function createLoadContext(values: { cspNonce: string }) {
  const context = new RouterContextProvider()
  context.set(cspNonceContext, values.cspNonce)
  return context
}
