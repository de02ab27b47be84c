export { createLocalSupabase, type LocalSupabase, type CreateOptions } from './app.ts';
export {
  resolveConfig,
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  LOCAL_JWT_SECRET,
  type ServerConfig,
} from './config.ts';
export { serve } from './serve.ts';
export { createUser } from './auth/users.ts';
