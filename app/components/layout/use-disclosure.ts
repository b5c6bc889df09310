import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * A <details> menu that works without JavaScript and, with it, closes like a menu should:
 * on Escape (focus back on its summary), on a click outside it, and on navigation.
 */
export function useDetailsDisclosure<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null)
  const location = useLocation()

  // Closes on navigation, not on the first render: a menu opened before hydration stays open.
  const shownAt = useRef(location.key)
  useEffect(() => {
    if (shownAt.current === location.key) return
    shownAt.current = location.key
    const details = ref.current
    if (details) details.open = false
  }, [location.key])

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current
      if (details?.open && !details.contains(event.target as Node)) details.open = false
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current
      if (event.key !== 'Escape' || !details?.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  return ref
}
