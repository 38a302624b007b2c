export * from './api-paths';
export * from './auth';
export * from './cart';
export * from './catalogue';
export * from './errors';
export * from './money';
export * from './pagination';
export * from './settings';
