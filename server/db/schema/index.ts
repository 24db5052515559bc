// The whole schema, one file per domain. drizzle-kit reads this file to generate migrations.
export * from './users';
export * from './auth';
export * from './kyc';
export * from './cart';
export * from './portfolio';
export * from './content';
export * from './rm';
export * from './market';
export * from './search';
export * from './claims';
export * from './orders';
export * from './clients';
export * from './analytics';
export * from './clientBook';
export * from './statements';
