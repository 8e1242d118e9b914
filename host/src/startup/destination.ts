import { isAdminPath, isStorefrontPath } from '../app/app-map'

/**
 * Where startup sends the user once store info and the session are known, or
 * null to stay. The owner goes to the admin dashboard from the store's home
 * and the account pages; a deep link inside the admin area is kept, and so is
 * a link to one of the store's own pages (a product, a category, the cart, the
 * checkout, an order: the order link a shopper sends by WhatsApp opens the
 * order). Anyone else leaves the admin area for '/', and keeps any other deep
 * link (/login, /perfil) so a reload never loses the page.
 */
export function startupDestination(pathname: string, owner: boolean): string | null {
  if (owner) {
    const storePage = pathname !== '/' && isStorefrontPath(pathname)
    return isAdminPath(pathname) || storePage ? null : '/admin'
  }
  return isAdminPath(pathname) ? '/' : null
}
