import { useParams } from 'react-router-dom'

import { ProductEditor } from './product-editor'

/** /admin/productos/nuevo and /admin/productos/:id: a fresh editor per product. */
export function ProductEditorPage() {
  const { id } = useParams()
  const productId = id && /^\d+$/.test(id) ? Number(id) : null
  return <ProductEditor key={id ?? 'nuevo'} productId={productId} />
}
