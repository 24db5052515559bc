// The one typed module for browser storage. Safe to import on the server.
export * from './keys';
export * from './role';
export * from './store';
export * from './session';
export * from './login';
