import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const databaseUrl = z
  .string()
  .refine((url) => url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url), {
    message: 'must be a file: path (SQLite) or a postgres:// URL',
  });

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: databaseUrl.default('file:./data/canasta.db'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  PUBLIC_URL: z.url().optional(),
  CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOADS_DIR: z.string().default('./data/uploads'),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO_DATA: booleanFlag.optional(),
  MAP_TILE_URL: z.url().optional(),
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
});

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  /** Origins allowed by CORS; empty means same-origin only. */
  corsOrigins: string[];
  logLevel: string;
  uploadsDir: string;
  webDistDir: string | undefined;
  seedDemoData: boolean;
  mapTileUrl: string | undefined;
  /** How long catalogue responses are reused (0 turns the cache off). */
  catalogueCacheMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; an invalid variable stops the server with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    publicUrl: c.PUBLIC_URL,
    corsOrigins: (c.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: c.LOG_LEVEL,
    uploadsDir: path.resolve(c.UPLOADS_DIR),
    webDistDir: c.WEB_DIST_DIR ? path.resolve(c.WEB_DIST_DIR) : undefined,
    seedDemoData: c.SEED_DEMO_DATA ?? c.NODE_ENV !== 'production',
    mapTileUrl: c.MAP_TILE_URL,
    catalogueCacheMs: c.CATALOGUE_CACHE_MS,
  };
}

/** `FOO=` in a shell or .env means "not set", not "set to the empty string". */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
