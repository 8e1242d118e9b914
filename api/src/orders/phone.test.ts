import { maskPhone, toE164 } from './phone.ts'

describe('phones in orders', () => {
  it('stores the rules’ E.164 (an Argentine mobile without its local 15)', () => {
    expect(toE164('+54 9 (351) 15-555-0101')).toBe('+5493515550101')
  })

  it('masks all but the last 4 digits', () => {
    expect(maskPhone('+5491155551234')).toBe('+*********1234')
  })
})
