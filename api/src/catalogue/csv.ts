import { currencyExponent, majorUnits } from '@vitrina/shared/rules'

/** The export's columns, in order; the import reads the same names. */
export const CSV_COLUMNS = [
  'slug',
  'titulo',
  'descripcion',
  'estado',
  'categorias',
  'opcion1',
  'valor1',
  'opcion2',
  'valor2',
  'opcion3',
  'valor3',
  'sku',
  'precio',
  'precio_anterior',
  'stock',
] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]
export type CsvRow = Record<CsvColumn, string>

/** A spreadsheet would run a cell starting with these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One cell of the export (RFC 4180 with `;`): a cell a spreadsheet would
 * read as a formula is prefixed with `'`, and a cell holding `;`, `"`, CR or
 * LF is quoted with its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(';')}\r\n`

/** The import's reading of a cell: one leading `'` before a formula character is dropped. */
export const uncell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value)

/** An amount for the export: major units with `.` (`1299.00`; `1299` for CLP); empty for null. */
export const csvAmount = (minor: number | null, currency: string) =>
  minor === null ? '' : majorUnits(minor, currency)

/**
 * An amount typed in a spreadsheet: digits with at most one decimal mark (`.`
 * or `,`) and no more decimals than the currency has; null for an empty cell.
 * Undefined when it cannot be read.
 */
export function parseAmount(text: string, currency: string): number | null | undefined {
  const value = text.trim()
  if (value === '') return null
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(value)
  if (!match) return undefined
  const exponent = currencyExponent(currency)
  const decimals = match[2] ?? ''
  if (decimals.length > exponent) return undefined
  return Number(match[1]) * 10 ** exponent + Number(decimals.padEnd(exponent, '0') || '0')
}

/** The separator of a file: `;` unless its header line has more `,`. */
export function detectSeparator(headerLine: string): ';' | ',' {
  const semicolons = headerLine.split(';').length
  const commas = headerLine.split(',').length
  return commas > semicolons ? ',' : ';'
}
