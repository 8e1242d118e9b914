import { phonePrefix, toE164 } from './phone'

describe('phone', () => {
  it("starts with the store's WhatsApp country code; Argentine mobiles as +54 9", () => {
    expect(phonePrefix('+5491122334455', 'ARS')).toBe('+54 9 ')
    expect(phonePrefix('+59171234567', 'BOB')).toBe('+591 ')
    expect(phonePrefix('+56912345678', 'ARS')).toBe('+56 ')
    expect(phonePrefix(null, 'MXN')).toBe('+52 ')
    expect(phonePrefix(null, 'XXX')).toBe('+54 9 ')
  })

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
    expect(toE164('+54 9 (351) 15-555-0101')).toBe('+5493515550101')
    expect(toE164('+54 9 11 15 2233-4455')).toBe('+5491122334455')
    expect(toE164('+54 9 011 15 2233-4455')).toBe('+5491122334455')
    expect(toE164('+54 9 2202 15 123456')).toBe('+5492202123456')
    // Already as WhatsApp knows it, or another country: as typed.
    expect(toE164('+54 9 351 555-0101')).toBe('+5493515550101')
    expect(toE164('+54 9 11 1522-3344')).toBe('+5491115223344')
    expect(toE164('+52 1 55 1555 0101')).toBe('+5215515550101')
  })
})
