import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and during hydration, true once React runs in the browser. Buttons that
 * wait for valid input are only disabled then: without JavaScript the server checks instead, and a
 * disabled button would leave no way to send the corrected form.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
