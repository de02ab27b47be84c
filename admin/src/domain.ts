// The shared pure domain logic of the product (owned by the public site; read-only here).
export * from '../../src/domain/index.ts';
export { INQUIRY_LIMITS } from '../../src/domain/inquiry.ts';
