// Only this package's own sources: @vitrina/ui (shared/ui) runs its tests itself.
module.exports = require('../jest.config.base.cjs')(__dirname, {
  extra: { roots: ['<rootDir>/src'] },
})
