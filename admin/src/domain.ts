// The shared pure domain logic of the product (owned by the public site; read-only here).
export * from '../../domain/index.ts';
export { INQUIRY_LIMITS } from '../../domain/inquiry.ts';
