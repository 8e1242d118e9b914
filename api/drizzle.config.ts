import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/catalogue/schema.ts',
    './src/orders/schema.ts',
    './src/theme/schema.ts',
  ],
  out: './drizzle',
})
