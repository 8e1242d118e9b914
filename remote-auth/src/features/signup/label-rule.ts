import type { SubdomainProblem } from '@vitrina/contract'

/**
 * The format half of the API's label rule (reserved and taken labels are the
 * server's to say): 3–30 of `a–z 0–9 -`, no hyphen at either end, no `--` in
 * the third and fourth places. Capitals are a problem, never folded.
 */
export function labelFormatProblem(label: string): SubdomainProblem | undefined {
  if (label.length < 3) return 'too_short'
  if (label.length > 30) return 'too_long'
  if (!/^[a-z0-9-]+$/.test(label)) return 'characters'
  if (label.startsWith('-') || label.endsWith('-')) return 'hyphen_edge'
  if (label.slice(2, 4) === '--' || label.includes('xn--')) return 'punycode'
  return undefined
}

/** Translation key (namespace `auth`) of each reason a label is not available. */
export const problemKey = (problem: SubdomainProblem) => `signup.subdomain.problems.${problem}`

/** A suggested label from the store's name: lowercase, accents dropped, hyphens between words. */
export function suggestLabel(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '')
}
