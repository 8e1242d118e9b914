import type { AdminProduct, Category, StoreImage } from '@vitrina/contract'
import { absoluteMediaUrl, ApiError, notify, storeInfoAtom } from '@vitrina/shared'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useFocusFirstInvalid } from '../../components/first-invalid'
import { blobToFile } from '../../components/image-manager/blob-to-file'
import {
  executeSave,
  failureCode,
  hasChanges,
  planSave,
  toItems,
} from '../../components/image-manager/save-plan'
import type { ImageItem } from '../../components/image-manager/types'
import { errorCodeOf, fieldErrorsOf, notifyError } from '../../components/notify-error'
import { createProduct } from './api/create-product'
import { deleteProduct } from './api/delete-product'
import { getCategories } from './api/get-categories'
import { getProduct } from './api/get-product'
import { updateProduct } from './api/update-product'
import {
  checkForm,
  emptyForm,
  type FieldErrors,
  fromProduct,
  placeErrors,
  type ProductForm,
  toBody,
  type VariantDraft,
} from './editor-form'
import { PRODUCT_IMAGES, productImageEndpoints } from './product-images'

const mediaUrl = (path: string) => absoluteMediaUrl(path) ?? path
export type EditorStatus = 'loading' | 'ready' | 'missing' | 'error'

/** Loads a product (or starts a new one), tracks the edits, saves it and then its photos. */
export function useProductEditor(productId: number | null) {
  const { t } = useTranslation('admin')
  const storeCurrency = useAtomValue(storeInfoAtom).store?.currency ?? 'ARS'
  const [product, setProduct] = useState<AdminProduct | null>(null)
  const [categories, setCategories] = useState<Category[]>([])
  const [status, setStatus] = useState<EditorStatus>(productId === null ? 'ready' : 'loading')
  const [baseline, setBaseline] = useState<ProductForm>(emptyForm)
  const [form, setForm] = useState<ProductForm>(baseline)
  /** The form as last rendered, for work that ends after a round trip. */
  const latest = useRef(form)
  latest.current = form
  const [serverImages, setServerImages] = useState<StoreImage[]>([])
  const [images, setImages] = useState<ImageItem[]>([])
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)
  /** Set once a new product is created or the product deleted: where the page goes next. */
  const [done, setDone] = useState<{ to: string } | null>(null)
  const currency = product?.currency ?? storeCurrency

  function apply(saved: AdminProduct, keep?: ProductForm) {
    const next = fromProduct(saved)
    setProduct(saved)
    setBaseline(next)
    setForm(keep ?? next)
    setServerImages(saved.images)
    setImages(toItems(saved.images, mediaUrl))
  }

  useEffect(() => {
    let active = true
    getCategories().then(
      (list) => active && setCategories(list),
      () => undefined,
    )
    if (productId !== null) {
      getProduct(productId).then(
        (loaded) => {
          if (!active) return
          apply(loaded)
          setStatus('ready')
        },
        (error: unknown) => {
          if (!active) return
          setStatus(error instanceof ApiError && error.status === 404 ? 'missing' : 'error')
          notifyError(t('catalogue.list.loadFailed'), error)
        },
      )
    }
    return () => {
      active = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per product
  }, [productId])

  const dirty = useMemo(
    () => JSON.stringify(form) !== JSON.stringify(baseline) || hasChanges(serverImages, images),
    [form, baseline, serverImages, images],
  )

  /** The photos after the product is saved (a new product must exist before they upload). */
  async function saveImages(savedId: number): Promise<StoreImage[] | null> {
    if (!hasChanges(serverImages, images)) return null
    const result = await executeSave(
      planSave(serverImages, images),
      images,
      productImageEndpoints(savedId),
      (blob) => blobToFile(blob, PRODUCT_IMAGES.file),
    )
    if (result.failures.length > 0)
      notify({
        type: 'error',
        message: t('catalogue.editor.imagesFailed'),
        errorCode: failureCode(result.failures),
      })
    return result.server
  }

  /**
   * After a 409 `stock_changed`: the stocks of now. A stock the owner left as
   * it was shows the new one; a stock the owner typed stays typed, and its
   * field says what the stock is now: the next 'Guardar' sets it knowingly.
   */
  async function reloadStock() {
    if (productId === null) return
    const fresh = await getProduct(productId).catch(() => null)
    if (!fresh) return
    const stock = new Map(fresh.variants.map((v) => [v.id, v.stock]))
    // On the rows as they are now: the owner may have typed on while the save went.
    const merged = mergeStock(latest.current.variants, stock)
    setForm((f) => ({ ...f, variants: mergeStock(f.variants, stock).rows }))
    if (merged.moved.length > 0) {
      setErrors(
        Object.fromEntries(
          merged.moved.map(({ key, now }) => [
            `variant:${key}:stock`,
            [
              now === null
                ? t('catalogue.editor.stockUntracked')
                : t('catalogue.editor.stockNow', { count: now }),
            ],
          ]),
        ),
      )
      focusFirstInvalid()
    }
  }

  const focusFirstInvalid = useFocusFirstInvalid()

  async function save() {
    const local = checkForm(form, currency, t)
    setErrors(local)
    if (Object.keys(local).length > 0) {
      focusFirstInvalid()
      return
    }
    const { body, rows } = toBody(form, currency)
    setSaving(true)
    try {
      const saved =
        productId === null ? await createProduct(body) : await updateProduct(productId, body)
      const photos = await saveImages(saved.id)
      apply(photos ? { ...saved, images: photos } : saved)
      notify({ type: 'success', message: t('catalogue.editor.saved') })
      if (productId === null) setDone({ to: `/admin/productos/${saved.id}` })
    } catch (error) {
      if (errorCodeOf(error) === 'stock_changed') {
        notifyError(t('catalogue.stockChanged'), error)
        await reloadStock()
      } else if (errorCodeOf(error) === 'currency_changed') {
        notifyError(t('catalogue.currencyChanged'), error)
      } else {
        setErrors(placeErrors(fieldErrorsOf(error), rows))
        focusFirstInvalid()
        notifyError(t('catalogue.editor.saveFailed'), error)
      }
    } finally {
      setSaving(false)
    }
  }

  async function remove() {
    if (productId === null) return
    try {
      await deleteProduct(productId)
      notify({ type: 'success', message: t('catalogue.editor.deleted') })
      setDone({ to: '/admin/productos' })
    } catch (error) {
      notifyError(t('catalogue.editor.deleteFailed'), error)
    }
  }

  return {
    ...{ status, product, categories, currency, form, setForm, errors },
    ...{ images, setImages, dirty, saving, save, remove, done },
  }
}

/**
 * The stocks of now merged into the editor's rows: a stock the owner left as
 * it was shows the new one; a stock the owner typed stays typed, and is
 * listed in `moved` with the stock of now (null: no longer tracked).
 */
function mergeStock(rows: VariantDraft[], stock: Map<number, number | null>) {
  const moved: { key: string; now: number | null }[] = []
  const merged = rows.map((row) => {
    if (row.id === null || !stock.has(row.id)) return row
    const now = stock.get(row.id) ?? null
    if (now === row.stockSeen) return row
    const typed = row.stock.trim()
    if (typed === (row.stockSeen === null ? '' : String(row.stockSeen)))
      return { ...row, stock: now === null ? '' : String(now), stockSeen: now }
    moved.push({ key: row.key, now })
    return { ...row, stockSeen: now }
  })
  return { rows: merged, moved }
}
