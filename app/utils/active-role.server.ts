import { createCookie } from 'react-router'
import { getEnv } from './env.server.ts'
import { ROLES, type Role } from '#db/schema/people.ts'

let cookie: ReturnType<typeof createCookie> | undefined
function activeRoleCookie() {
  cookie ??= createCookie('active-role', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().baseUrl.startsWith('https://'),
    maxAge: 60 * 60 * 24 * 365,
  })
  return cookie
}

/** The role whose workspace a user with several roles chose to see (user menu), or null. */
export async function readActiveRole(request: Request): Promise<Role | null> {
  const header = request.headers.get('cookie')
  if (!header?.includes('active-role=')) return null
  const value: unknown = await activeRoleCookie()
    .parse(header)
    .catch(() => null)
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value) ? (value as Role) : null
}

export function activeRoleHeader(role: Role): Promise<string> {
  return activeRoleCookie().serialize(role)
}
