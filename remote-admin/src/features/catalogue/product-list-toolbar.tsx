import { Field, HStack, Stack } from '@vitrina/ui'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CheckBox, NativeSelect } from '../../components/form-controls'
import { ListSearchField } from '../../components/list-search-field'
import type { ProductListQuery } from './api/get-products'

export interface ProductListToolbarProps {
  query: ProductListQuery
  /** A changed filter; the list goes back to its first page. */
  onChange: (query: ProductListQuery) => void
}

/** Search (sent 300 ms after the last key), the status filter and 'Sin stock' only. */
export function ProductListToolbar({ query, onChange }: ProductListToolbarProps) {
  const { t } = useTranslation('admin')
  // The box follows a click at once; the query (the page's URL) follows a moment later.
  const [outOnly, setOutOnly] = useState(query.sinStock ?? false)
  useEffect(() => setOutOnly(query.sinStock ?? false), [query.sinStock])

  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
      <ListSearchField
        label={t('catalogue.list.search')}
        value={query.q}
        onSearch={(q) => onChange({ ...query, q, page: 1 })}
      />
      <Field.Root w={{ md: '200px' }} id="product-status-filter">
        <Field.Label>{t('catalogue.list.status')}</Field.Label>
        <NativeSelect
          id="product-status-filter"
          value={query.estado ?? ''}
          onChange={(e) =>
            onChange({ ...query, estado: e.target.value as ProductListQuery['estado'], page: 1 })
          }
        >
          <option value="">{t('catalogue.list.statusAll')}</option>
          <option value="active">{t('catalogue.status.active')}</option>
          <option value="draft">{t('catalogue.status.draft')}</option>
        </NativeSelect>
      </Field.Root>
      <HStack as="label" gap="2" minH="10" cursor="pointer">
        <CheckBox
          type="checkbox"
          checked={outOnly}
          onChange={(e) => {
            setOutOnly(e.target.checked)
            onChange({ ...query, sinStock: e.target.checked, page: 1 })
          }}
        />
        {t('catalogue.list.outOfStockOnly')}
      </HStack>
    </Stack>
  )
}
