import { useParams } from 'react-router-dom'

import { EditorUnavailable, ProductEditor } from './product-editor'

/**
 * /admin/productos/nuevo and /admin/productos/:id: a fresh editor per
 * product; an id that is not a number names no product.
 */
export function ProductEditorPage() {
  const { id } = useParams()
  if (id !== undefined && !/^\d+$/.test(id)) return <EditorUnavailable missing />
  return <ProductEditor key={id ?? 'nuevo'} productId={id === undefined ? null : Number(id)} />
}
