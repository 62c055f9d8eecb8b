// Every table of the product, one file per domain area; drizzle-kit reads this file.
export * from './companies'
export * from './configurators'
export * from './customers'
export * from './designs'
export * from './suppliers'
export * from './users'
export * from './views'
