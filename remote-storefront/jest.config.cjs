const path = require('node:path')

module.exports = require('../jest.config.base.cjs')(__dirname, {
  extra: {
    setupFilesAfterEnv: [
      path.join(__dirname, '../tools/jest/setup-dom.ts'),
      path.join(__dirname, 'src/test/setup.ts'),
    ],
  },
})
