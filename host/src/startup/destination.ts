import { isAdminPath } from '../app/app-map'

/**
 * Where startup sends the user once store info and the session are known, or
 * null to stay. The owner goes to the admin dashboard (a deep link inside the
 * admin area is kept); anyone else leaves the admin area for '/', and keeps
 * any other deep link (/login, /perfil) so a reload never loses the page.
 */
export function startupDestination(pathname: string, owner: boolean): string | null {
  if (owner) return isAdminPath(pathname) ? null : '/admin'
  return isAdminPath(pathname) ? '/' : null
}
