export const SITE_NAME = 'Unfiltered'

/** Title and description for a page; every route sets its own. */
export function pageMeta(title: string, description: string) {
  return [
    { title: title === SITE_NAME ? title : `${title} | ${SITE_NAME}` },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
  ]
}
