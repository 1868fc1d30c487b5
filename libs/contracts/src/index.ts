export * from './locale.js';
export * from './errors.js';
export * from './envelope.js';
export * from './money.js';
export * from './messages.js';
export * from './fields.js';
export * from './fields.examples.js';
export * from './setting.js';
