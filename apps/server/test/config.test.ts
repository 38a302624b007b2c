import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_canasta',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_canasta',
  STRIPE_WEBHOOK_SECRET: 'whsec_canasta',
};

const PRODUCTION_SENDER = {
  OTP_SECRET: 'x'.repeat(40),
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'twilio-auth-token-for-tests',
  TWILIO_WHATSAPP_FROM: '+14155238886',
  OPERATOR_TOKEN: 'operator-token-for-the-tests',
  ...STRIPE_KEYS,
};

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

  it('takes a GTM container id and refuses anything else, naming the variable', () => {
    expect(loadConfig({ GTM_ID: 'GTM-K9TEST1' }).gtmId).toBe('GTM-K9TEST1');
    expect(loadConfig({}).gtmId).toBeUndefined();
    const load = () => loadConfig({ GTM_ID: 'G-12345"><script>' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/GTM_ID/);
  });

  it('reads PostgreSQL, CORS and production settings', () => {
    const config = loadConfig({
      ...PRODUCTION_SENDER,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db:5432/canasta',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/canasta');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.seedDemoData).toBe(false);
  });

  it('refuses to start in production without a real code sender and secret', () => {
    const load = () => loadConfig({ NODE_ENV: 'production' });
    expect(load).toThrow(/OTP_SECRET: required in production/);
    expect(load).toThrow(/production needs a real message sender/);
    const config = loadConfig({ ...PRODUCTION_SENDER, NODE_ENV: 'production' });
    expect(config.twilio).toMatchObject({ whatsappFrom: '+14155238886', smsFrom: undefined });
  });

  it('chooses the card provider: Stripe with its keys, the sandbox only outside production', () => {
    expect(loadConfig({}).payments.card).toEqual({ provider: 'sandbox' });
    expect(loadConfig(STRIPE_KEYS).payments.card).toMatchObject({
      provider: 'stripe',
      secretKey: 'sk_test_canasta',
      apiUrl: 'https://api.stripe.com',
    });
    expect(loadConfig({ CASH_ONLY: 'true' }).payments.card).toBeNull();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/set all three or none/);

    const production = {
      ...PRODUCTION_SENDER,
      STRIPE_SECRET_KEY: undefined,
      STRIPE_PUBLISHABLE_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      NODE_ENV: 'production',
    };
    expect(() => loadConfig(production)).toThrow(/production needs a card provider/);
    expect(loadConfig({ ...production, CASH_ONLY: 'true' }).payments.card).toBeNull();
  });

  it('needs an operator token in production and prints a development one elsewhere', () => {
    expect(loadConfig({}).operatorToken).toBe('canasta-development-operator-token');
    const noToken = { ...PRODUCTION_SENDER, OPERATOR_TOKEN: undefined, NODE_ENV: 'production' };
    expect(() => loadConfig(noToken)).toThrow(/OPERATOR_TOKEN: required in production/);
  });

  it('has documented sign-in limits by default and reads overrides', () => {
    expect(loadConfig({}).otp).toMatchObject({
      allowedCountryCodes: ['52'],
      phoneHourlyLimit: 5,
      ipHourlyLimit: 20,
      loginIpHourlyLimit: 60,
    });
    const custom = loadConfig({ OTP_ALLOWED_COUNTRY_CODES: '52,1', OTP_PHONE_HOURLY_LIMIT: '3' });
    expect(custom.otp).toMatchObject({ allowedCountryCodes: ['52', '1'], phoneHourlyLimit: 3 });
    expect(() => loadConfig({ OTP_ALLOWED_COUNTRY_CODES: '+52' })).toThrow(
      /OTP_ALLOWED_COUNTRY_CODES/,
    );
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}` })).toThrow(
      /set both or neither/,
    );
  });
});
