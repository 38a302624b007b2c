import { describe, expect, it } from 'vitest';
import { apiPath, apiRoutes } from './api-paths';
import { ClientFieldsSchema, ClientListQuerySchema, UpdateClientBodySchema } from './clients';
import { UserRolesBodySchema } from './user-roles';

describe('client fields', () => {
  it('trims text and turns blank optional fields into null', () => {
    expect(
      ClientFieldsSchema.parse({
        name: '  Rosa Gutiérrez ',
        phone: ' 55 1234 5678 ',
        email: '',
        notes: '   ',
      }),
    ).toEqual({ name: 'Rosa Gutiérrez', phone: '55 1234 5678', email: null, notes: null });
  });

  it('accepts the ways people write phones and refuses letters', () => {
    for (const phone of ['+52 1 55 1234 5678', '(55) 1234-5678', '5512345678']) {
      expect(ClientFieldsSchema.safeParse({ name: 'Rosa', phone }).success, phone).toBe(true);
    }
    const letters = ClientFieldsSchema.safeParse({ name: 'Rosa', phone: 'cinco' });
    expect(letters.error?.issues.map((i) => i.message)).toEqual([
      'Escribe un celular válido de 10 dígitos para tu cliente.',
    ]);
  });

  it('refuses unknown fields, on create and on edit', () => {
    expect(ClientFieldsSchema.safeParse({ name: 'Rosa', phone: '5512345678', x: 1 }).success).toBe(
      false,
    );
    expect(UpdateClientBodySchema.safeParse({ owner_user_id: 1 }).success).toBe(false);
    expect(UpdateClientBodySchema.parse({})).toEqual({});
  });

  it('caps the search and reads paging like other lists', () => {
    expect(ClientListQuerySchema.parse({ q: ' jose ', page: '2' })).toEqual({
      q: 'jose',
      page: 2,
      per_page: 20,
    });
    expect(ClientListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });

  it('fills client paths', () => {
    expect(apiPath(apiRoutes.storeClientAddress, { id: 4, addressId: 9 })).toBe(
      '/store/clients/4/addresses/9',
    );
  });
});

describe('operator role body', () => {
  it('takes seller, mentor or both, and nothing else', () => {
    expect(UserRolesBodySchema.parse({ seller: true })).toEqual({ seller: true });
    expect(UserRolesBodySchema.safeParse({}).success).toBe(false);
    expect(UserRolesBodySchema.safeParse({ admin: true }).success).toBe(false);
  });
});
