import { toE164 } from './phone'

describe('toE164', () => {
  it('reads a phone as people type it into E.164, or null', () => {
    expect(toE164('+54 9 (11) 2233-4455')).toBe('+5491122334455')
    expect(toE164('0054 9 11 2233 4455')).toBe('+5491122334455')
    expect(toE164('+54 9 ')).toBeNull()
    expect(toE164('+0 1234 5678')).toBeNull()
    expect(toE164('hola')).toBeNull()
    expect(toE164('11 2233 4455')).toBeNull()
    expect(toE164('5491122334455')).toBeNull()
  })

  it('drops the trunk 0 and the 15 of an Argentine mobile written the local way', () => {
    // As typed after the checkout's '+54 9 ': stored with the 15, WhatsApp reached nobody.
    expect(toE164('+54 9 (351) 15-555-0101')).toBe('+5493515550101')
    expect(toE164('+54 9 11 15 2233-4455')).toBe('+5491122334455')
    expect(toE164('+54 9 011 15 2233-4455')).toBe('+5491122334455')
    expect(toE164('+54 9 2202 15 123456')).toBe('+5492202123456')
    // Already as WhatsApp knows it, or another country: as typed.
    expect(toE164('+54 9 351 555-0101')).toBe('+5493515550101')
    expect(toE164('+54 9 11 1522-3344')).toBe('+5491115223344')
    expect(toE164('+52 1 55 1555 0101')).toBe('+5215515550101')
    expect(toE164('+34 612 15 15 15')).toBe('+34612151515')
  })
})
