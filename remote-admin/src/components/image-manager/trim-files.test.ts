import { trimFiles } from './trim-files'

describe('trimFiles', () => {
  const files = ['1', '2', '3', '4', '5', '6']

  it('keeps at most max files on an empty list', () => {
    expect(trimFiles(files, 0, 5)).toEqual(['1', '2', '3', '4', '5'])
  })

  it('keeps only what fits next to the current images', () => {
    expect(trimFiles(files, 3, 5)).toEqual(['1', '2'])
    expect(trimFiles(['1'], 4, 5)).toEqual(['1'])
  })

  it('keeps nothing when the list is full (or over)', () => {
    expect(trimFiles(files, 5, 5)).toEqual([])
    expect(trimFiles(files, 7, 5)).toEqual([])
  })

  it('keeps every file when they all fit', () => {
    expect(trimFiles(['1', '2'], 1, 5)).toEqual(['1', '2'])
  })
})
