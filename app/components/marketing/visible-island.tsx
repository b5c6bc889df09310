import { lazy, memo, Suspense, type ComponentType } from 'react'

/** Resolves when the element with this id comes within a screen's height of the viewport (at once when it cannot be watched). */
function nearViewport(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id)
    if (!element || typeof IntersectionObserver === 'undefined') return resolve()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
  })
}

/**
 * A below-the-fold part of a page that the server renders in full but whose code the browser
 * fetches only when the part comes near the viewport (decision 043). Until then React keeps the
 * server's HTML as it is (a boundary not yet hydrated: it looks the same, clicks are replayed once it
 * hydrates), so the first load carries none of its JavaScript.
 *
 * `serverComponent` is the component itself on the server build and `null` in the browser's (pass
 * `import.meta.env.SSR ? Component : null`, so the browser's bundle drops the static import); `load`
 * imports it. `anchorId` is the id of an element the page renders around the island. The island is
 * memoised: a parent's re-render must not reach a boundary still waiting for its code, or React would
 * throw the server's HTML away and render the (empty) fallback instead.
 */
export function islandWhenVisible<Props extends object>(
  anchorId: string,
  serverComponent: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Component = serverComponent ?? lazy(() => nearViewport(anchorId).then(async () => ({ default: await load() })))
  function Island(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }
  return memo(Island)
}
