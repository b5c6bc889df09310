/**
 * Where an admin tab's action sends the browser back to: the tab's own path with the query it was
 * posted from (page, search, selection). Not the request's own path: a submission from a hydrated
 * page arrives at `/tab.data`, with React Router's own parameters.
 */
export function backToTab(request: Request, path: string): string {
  const params = new URL(request.url).searchParams
  params.delete('_routes')
  params.delete('index')
  const query = params.toString()
  return query ? `${path}?${query}` : path
}
