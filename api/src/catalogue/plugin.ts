import fp from 'fastify-plugin'

import { Categories } from './categories.ts'
import { ProductImages } from './images.ts'
import { Products } from './products.ts'
import { Storefront } from './storefront.ts'

export interface Catalogue {
  products: Products
  categories: Categories
  images: ProductImages
  storefront: Storefront
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The store's catalogue: the owner's writes and the shopper's reads. */
    catalogue: Catalogue
  }
}

/** The catalogue's services over the db and media plugins; writes drop the store's cached reads. */
export default fp(
  async (app) => {
    const changed = (storeId: number) => app.storeChanged(storeId)
    // A product's write adds to the search's indexes: merged after it.
    const productChanged = (storeId: number) => {
      changed(storeId)
      app.searchIndexes.flushSoon()
    }
    app.decorate('catalogue', {
      products: new Products(app.db, app.media, productChanged, app.publicCache),
      categories: new Categories(app.db, changed),
      images: new ProductImages(app.db, app.media, changed),
      storefront: new Storefront(app.db, app.media, app.publicCache),
    })
  },
  { name: 'catalogue', dependencies: ['db', 'media', 'public-cache', 'search-indexes'] },
)

export { productTag } from './summary.ts'
