// The app shell's links as plain anchors. React Router's <Link> and <NavLink> each resolve their path,
// read the location and the navigator and set up a click handler and prefetching on every render
// (≈ 15 µs apiece on the server, against ≈ 1 µs for an <a>), and the shell has about thirty of them on
// every signed-in document. Here the shell works out the location once, renders plain anchors marked
// as route links, and one click handler on the shell navigates in the app exactly as <Link> would.
import { useCallback, type MouseEvent, type ReactNode } from 'react'
import { createPath, useLocation, useNavigate } from 'react-router'

type PlainLinkProps = {
  to: string
  className?: string
  children: ReactNode
  'aria-label'?: string
  'aria-current'?: 'page'
  title?: string
}

/**
 * An in-app link that <Link> would render as the same anchor: `data-discover` lets React Router fetch
 * the target's route modules ahead of a click, as it does for its own links. Only inside an element
 * that handles clicks with usePlainLinkNavigation.
 */
export function PlainLink({ to, children, ...attributes }: PlainLinkProps) {
  return (
    <a {...attributes} href={to} data-discover="true">
      {children}
    </a>
  )
}

/** Whether a nav item for `to` is the current page, by NavLink's rule (case-insensitive; `end`: this path only, else it and the paths under it). */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const current = pathname.toLowerCase()
  const target = to.toLowerCase()
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length
  return current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/')
}

/** A click React Router's <Link> takes over: the main button, no modifier key, opening in this tab. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
}

/**
 * One click handler for an element holding PlainLinks: a plain click on one navigates in the app (the
 * same history entry when it is the current URL, as <Link> does); any other click, and any other
 * anchor, is left to the browser or to its own handler.
 */
export function usePlainLinkNavigation() {
  const navigate = useNavigate()
  const location = useLocation()
  const current = createPath(location)
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return
      const anchor = event.target.closest('a[data-discover]')
      if (!anchor || !event.currentTarget.contains(anchor)) return
      const target = anchor.getAttribute('target')
      const href = anchor.getAttribute('href')
      if ((target && target !== '_self') || anchor.hasAttribute('download') || !href?.startsWith('/') || href.startsWith('//')) return
      event.preventDefault()
      void navigate(href, { replace: href === current })
    },
    [navigate, current],
  )
}
