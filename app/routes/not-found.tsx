import { data } from 'react-router'
import { NotFound } from '#app/components/layout/error-pages.tsx'

/** Any unknown path: the 404 page, with status 404. */
export function loader() {
  throw data(null, { status: 404 })
}

export function action() {
  throw data(null, { status: 404 })
}

export default function NotFoundRoute() {
  return <NotFound />
}
