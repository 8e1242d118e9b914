import { maskPhone, toE164 } from './phone.ts'

describe('toE164', () => {
  it('reads a phone as people type it, or null', () => {
    expect(toE164('+54 9 (11) 5555-1234')).toBe('+5491155551234')
    expect(toE164('0054 9 11 5555 1234')).toBe('+5491155551234')
    expect(toE164('11 5555 1234')).toBeNull()
    expect(toE164('+0 1234 5678')).toBeNull()
  })

  it('drops the trunk 0 and the 15 of an Argentine mobile written the local way', () => {
    // As typed after the checkout's '+54 9 ': stored with the 15, WhatsApp reached nobody.
    expect(toE164('+54 9 (351) 15-555-0101')).toBe('+5493515550101')
    expect(toE164('+54 9 011 15 5555-1234')).toBe('+5491155551234')
    expect(toE164('+54 9 2202 15 123456')).toBe('+5492202123456')
    expect(toE164('+54 9 11 1555-1234')).toBe('+5491115551234')
    expect(toE164('+34 612 15 15 15')).toBe('+34612151515')
  })

  it('masks all but the last 4 digits', () => {
    expect(maskPhone('+5491155551234')).toBe('+*********1234')
  })
})
