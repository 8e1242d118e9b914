/** Why a label cannot be a new store's address; the browser words each reason. */
export type LabelProblem =
  'too_short' | 'too_long' | 'characters' | 'hyphen_edge' | 'punycode' | 'reserved' | 'taken'

export const MIN_LABEL_LENGTH = 3
export const MAX_LABEL_LENGTH = 30

/**
 * Labels that name the platform, its services or pages people could mistake
 * for ours. Compared after the format rule, so only exact lowercase labels.
 */
export const RESERVED_LABELS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'admin',
  'mail',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'static',
  'cdn',
  'media',
  'remotes',
  'assets',
  'status',
  'help',
  'ayuda',
  'soporte',
  'support',
  'blog',
  'docs',
  'demo',
  'vitrina',
  'login',
  'signup',
  'crear-tienda',
  'tienda',
  'tiendas',
  'localhost',
  'root',
  'dev',
  'staging',
  'test',
  'ns1',
  'ns2',
  'mx',
  'webmail',
  'autoconfig',
  'autodiscover',
  'billing',
  'pagos',
  'security',
  'seguridad',
])

/**
 * The format rule of a new store's label: 3–30 characters of `a–z`, `0–9`
 * and `-`, no hyphen at either end, no `--` in the third and fourth places
 * (`xn--` and the other ACE prefixes: a punycode label would show as another
 * script in the address bar). Capitals are refused, not folded, so a label
 * never collides with an existing one by case. Uniqueness is the database's.
 */
export function labelProblem(label: string): LabelProblem | undefined {
  if (label.length < MIN_LABEL_LENGTH) return 'too_short'
  if (label.length > MAX_LABEL_LENGTH) return 'too_long'
  if (!/^[a-z0-9-]+$/.test(label)) return 'characters'
  if (label.startsWith('-') || label.endsWith('-')) return 'hyphen_edge'
  if (label.slice(2, 4) === '--' || label.includes('xn--')) return 'punycode'
  if (RESERVED_LABELS.has(label)) return 'reserved'
  return undefined
}

/** The Spanish message of each problem, for `errors.subdomain`. */
export const LABEL_MESSAGES: Record<LabelProblem, string> = {
  too_short: `La dirección debe tener al menos ${MIN_LABEL_LENGTH} caracteres.`,
  too_long: `La dirección debe tener como máximo ${MAX_LABEL_LENGTH} caracteres.`,
  characters: 'Usá solo letras minúsculas (a-z), números y guiones.',
  hyphen_edge: 'La dirección no puede empezar ni terminar con un guion.',
  punycode: 'La dirección no puede tener dos guiones en la tercera y cuarta posición.',
  reserved: 'Esa dirección no está disponible',
  taken: 'Esa dirección no está disponible',
}
