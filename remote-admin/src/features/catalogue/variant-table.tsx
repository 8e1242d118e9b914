import { Box, chakra, Input, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { CheckBox } from '../../components/form-controls'
import type { FieldErrors, VariantDraft } from './editor-form'

export interface VariantTableProps {
  variants: VariantDraft[]
  onChange: (variants: VariantDraft[]) => void
  errors: FieldErrors
  /** Labels the amounts ('Precio (ARS)'). */
  currency: string
}

const Table = chakra('table', { base: { w: '100%', borderCollapse: 'collapse', fontSize: 'sm' } })
const Th = chakra('th', {
  base: { textAlign: 'start', p: '2', fontWeight: 'semibold', borderBottomWidth: '1px' },
})
const Td = chakra('td', { base: { p: '2', verticalAlign: 'top', borderBottomWidth: '1px' } })

type Column = 'price' | 'compareAt' | 'sku' | 'stock'
const SERVER_FIELD: Record<Column, string> = {
  price: 'price',
  compareAt: 'compare_at_price',
  sku: 'sku',
  stock: 'stock',
}

/** One row per combination: sold or not, price, compare-at, SKU and stock (empty: not tracked). */
export function VariantTable({ variants, onChange, errors, currency }: VariantTableProps) {
  const { t } = useTranslation('admin')
  const set = (key: string, change: Partial<VariantDraft>) =>
    onChange(variants.map((v) => (v.key === key ? { ...v, ...change } : v)))
  const single = variants.length === 1 && variants[0]!.option_values.length === 0

  function cell(row: VariantDraft, column: Column, name: string) {
    const messages = errors[`variant:${row.key}:${SERVER_FIELD[column]}`]
    const errorId = `${row.key}-${column}-error`
    return (
      <Td>
        <Input
          size="sm"
          minW={column === 'sku' ? '120px' : '96px'}
          value={row[column]}
          disabled={!row.sold}
          inputMode={column === 'sku' ? undefined : column === 'stock' ? 'numeric' : 'decimal'}
          aria-label={t(`catalogue.editor.${column}Of`, { variant: name, currency })}
          aria-invalid={messages ? true : undefined}
          aria-describedby={messages ? errorId : undefined}
          onChange={(e) => set(row.key, { [column]: e.target.value })}
        />
        {messages ? (
          <Text id={errorId} color="fg.error" textStyle="xs" mt="1">
            {messages.join(' ')}
          </Text>
        ) : null}
      </Td>
    )
  }

  return (
    <Box overflowX="auto">
      <Table>
        <thead>
          <tr>
            {single ? null : <Th>{t('catalogue.editor.sell')}</Th>}
            {single ? null : <Th>{t('catalogue.editor.variant')}</Th>}
            <Th>{t('catalogue.editor.price', { currency })}</Th>
            <Th>{t('catalogue.editor.compareAt', { currency })}</Th>
            <Th>{t('catalogue.editor.sku')}</Th>
            <Th>{t('catalogue.editor.stock')}</Th>
          </tr>
        </thead>
        <tbody>
          {variants.map((row) => {
            const name = row.option_values.join(' / ') || t('catalogue.editor.single')
            return (
              <tr key={row.key} data-testid="variant-row">
                {single ? null : (
                  <Td>
                    <CheckBox
                      type="checkbox"
                      checked={row.sold}
                      aria-label={t('catalogue.editor.sellVariant', { variant: name })}
                      onChange={(e) => set(row.key, { sold: e.target.checked })}
                    />
                  </Td>
                )}
                {/* The row's header: each cell of the row is read with the variant it is of. */}
                {single ? null : (
                  <Td as="th" scope="row" textAlign="start" fontWeight="medium">
                    {name}
                  </Td>
                )}
                {cell(row, 'price', name)}
                {cell(row, 'compareAt', name)}
                {cell(row, 'sku', name)}
                {cell(row, 'stock', name)}
              </tr>
            )
          })}
        </tbody>
      </Table>
      <Text color="fg.muted" textStyle="xs" mt="2">
        {t('catalogue.editor.stockHelp')}
      </Text>
      {errors.variants ? (
        <Text color="fg.error" role="alert" mt="2">
          {errors.variants.join(' ')}
        </Text>
      ) : null}
    </Box>
  )
}
