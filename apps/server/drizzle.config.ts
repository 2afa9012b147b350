import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/**/*.tables.ts', './src/**/*.schema.ts'],
  out: './migrations',
  casing: 'snake_case',
});
