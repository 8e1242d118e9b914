import type { AdminProduct } from '@vitrina/contract'
import { notify } from '@vitrina/shared'
import { Button, Field, HStack, Input, Stack, Text } from '@vitrina/ui'
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { errorCodeOf, notifyError } from '../../components/notify-error'
import { getProduct } from './api/get-product'
import { patchProduct } from './api/patch-product'
import { variantName } from './product-summary'

export interface QuickStockProps {
  product: AdminProduct
  /** The product as the server now has it (saved, or reloaded after a conflict). */
  onProduct: (product: AdminProduct) => void
  onDone: () => void
}

const asText = (stock: number | null) => (stock === null ? '' : String(stock))

/**
 * The list's inline stock edit: one field per variant (empty: not tracked),
 * sent as a PATCH with the stock the owner saw, so an order that came in
 * meanwhile is never overwritten (409 `stock_changed`: the row reloads).
 */
export function QuickStock({ product, onProduct, onDone }: QuickStockProps) {
  const { t } = useTranslation('admin')
  const [values, setValues] = useState(() => product.variants.map((v) => asText(v.stock)))
  const [saving, setSaving] = useState(false)
  // Opened: the focus goes to the first field, where Enter saves and Escape closes.
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => first.current?.focus(), [])
  const invalid = values.map((v) => v.trim() !== '' && !/^\d{1,7}$/.test(v.trim()))
  const changed = product.variants.flatMap((variant, i) => {
    const text = values[i]?.trim() ?? ''
    const stock = text === '' ? null : Number(text)
    return stock === variant.stock ? [] : [{ id: variant.id, stock, stock_seen: variant.stock }]
  })

  async function save() {
    setSaving(true)
    try {
      onProduct(await patchProduct(product.id, { variants: changed }))
      notify({ type: 'success', message: t('catalogue.editor.saved') })
      onDone()
    } catch (error) {
      if (errorCodeOf(error) !== 'stock_changed') {
        notifyError(t('catalogue.editor.saveFailed'), error)
        return
      }
      notifyError(t('catalogue.stockChanged'), error)
      const fresh = await getProduct(product.id).catch(() => null)
      if (fresh) {
        onProduct(fresh)
        setValues(fresh.variants.map((v) => asText(v.stock)))
      }
    } finally {
      setSaving(false)
    }
  }

  const ready = changed.length > 0 && !invalid.some(Boolean)
  return (
    <Stack
      as="form"
      gap="2"
      w="100%"
      pt="2"
      // Enter in a field saves, Escape cancels, as the buttons do.
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        if (ready && !saving) void save()
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape' && !saving) {
          event.preventDefault()
          onDone()
        }
      }}
    >
      <HStack gap="3" wrap="wrap" align="flex-start">
        {product.variants.map((variant, i) => (
          <Field.Root key={variant.id} invalid={invalid[i]} w="140px">
            <Field.Label>
              {t('catalogue.list.stockOf', { variant: variantName(variant) || product.title })}
            </Field.Label>
            <Input
              ref={i === 0 ? first : undefined}
              inputMode="numeric"
              value={values[i] ?? ''}
              placeholder="—"
              onChange={(e) =>
                setValues((all) => all.map((v, j) => (j === i ? e.target.value : v)))
              }
            />
            <Field.ErrorText>{t('catalogue.editor.invalidStock')}</Field.ErrorText>
          </Field.Root>
        ))}
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {t('catalogue.editor.quickStockHelp')}
      </Text>
      <HStack gap="2">
        <Button size="sm" type="submit" loading={saving} disabled={!ready}>
          {t('catalogue.list.saveStock')}
        </Button>
        <Button size="sm" type="button" variant="outline" onClick={onDone} disabled={saving}>
          {t('catalogue.cancel')}
        </Button>
      </HStack>
    </Stack>
  )
}
