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

type Column = 'price' | 'compareAt' | 'sku' | 'stock'

/**
 * A table from `md` up; below it each variant is a block: sold and its name on one line,
 * then two columns (price and compare-at, SKU and stock), each field under its own visible label, so a
 * phone edits every field without scrolling sideways.
 */
const Table = chakra('table', {
  base: {
    w: '100%',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    '& [data-part=label]': { display: 'none' },
    mdDown: {
      display: 'block',
      '& thead': { display: 'none' },
      '& tbody': { display: 'block' },
      '& tr': {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        columnGap: '3',
        rowGap: '1',
        py: '2',
        borderBottomWidth: '1px',
        position: 'relative',
      },
      '& td, & th': { display: 'block', p: '1', borderBottomWidth: '0' },
      // 'Vender' beside the variant's name, on a line of their own.
      '& [data-part=sell]': { position: 'absolute', insetInlineStart: '0', top: '2' },
      '& [data-part=name]': { gridColumn: '1 / -1', ps: '7' },
      '& [data-part=label]': { display: 'block', color: 'fg.muted', mb: '1' },
    },
  },
})
const Th = chakra('th', {
  base: { textAlign: 'start', p: '2', fontWeight: 'semibold', borderBottomWidth: '1px' },
})
const Td = chakra('td', { base: { p: '2', verticalAlign: 'top', borderBottomWidth: '1px' } })

const HEADING: Record<Column, string> = {
  price: 'catalogue.editor.price',
  compareAt: 'catalogue.editor.compareAt',
  sku: 'catalogue.editor.sku',
  stock: 'catalogue.editor.stock',
}

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
        {/* The column's heading, shown above the field when the rows stack (the field is named by its aria-label). */}
        <span data-part="label" aria-hidden="true">
          {t(HEADING[column], { currency })}
        </span>
        <Input
          size="sm"
          minW={{ md: column === 'sku' ? '120px' : '96px' }}
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
            {(['price', 'compareAt', 'sku', 'stock'] as const).map((column) => (
              <Th key={column}>{t(HEADING[column], { currency })}</Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {variants.map((row) => {
            const name = row.option_values.join(' / ') || t('catalogue.editor.single')
            return (
              <tr key={row.key} data-testid="variant-row">
                {single ? null : (
                  <Td data-part="sell">
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
                  <Td as="th" scope="row" textAlign="start" fontWeight="medium" data-part="name">
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
