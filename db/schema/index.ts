// The whole schema, for Drizzle's relational queries and drizzle-kit.
export * from './auth.ts'
export * from './people.ts'
export * from './content.ts'
export * from './billing.ts'
export * from './messaging.ts'
export * from './site.ts'
export * from './pay.ts'
