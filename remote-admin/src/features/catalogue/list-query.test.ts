import { readListQuery, writeListQuery } from './list-query'

describe('the list query in the page URL', () => {
  it('reads known filters and drops unknown or out-of-range ones', () => {
    expect(readListQuery(new URLSearchParams('q=remera&estado=draft&sin_stock=1&page=3'))).toEqual({
      q: 'remera',
      estado: 'draft',
      sinStock: true,
      page: 3,
      pageSize: 20,
    })
    expect(readListQuery(new URLSearchParams('estado=otro&page=-2'))).toEqual({
      q: '',
      estado: '',
      sinStock: false,
      page: 1,
      pageSize: 20,
    })
  })

  it('writes only what differs from the defaults', () => {
    expect(writeListQuery({ q: '', estado: '', sinStock: false, page: 1 }).toString()).toBe('')
    expect(
      writeListQuery({ q: 'taza', estado: 'active', sinStock: true, page: 2 }).toString(),
    ).toBe('q=taza&estado=active&sin_stock=1&page=2')
  })
})
