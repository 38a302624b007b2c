import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('needs nothing to run: SQLite, port 3000, demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'file:./data/canasta.db',
      seedDemoData: true,
      corsOrigins: [],
    });
  });

  it('names every invalid variable', () => {
    const load = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'prod' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    expect(load).toThrow(/NODE_ENV/);
  });

  it('reads PostgreSQL, CORS and production settings', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db:5432/canasta',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/canasta');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.seedDemoData).toBe(false);
  });
});
