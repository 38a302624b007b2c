import type { Kysely } from 'kysely';
import { clientSearchText } from '../../modules/clients/client-search';
import type { DB } from '../schema';

interface DemoClientAddress {
  label: string;
  street: string;
  exterior_number: string;
  internal_number: string | null;
  neighborhood: string;
  postal_code: string;
  references: string | null;
  lat: number;
  lng: number;
}

interface DemoClient {
  name: string;
  /** E.164, as the API stores it. */
  phone: string;
  email: string | null;
  notes: string | null;
  /** Inside `interna`'s Roma/Condesa zone; the first is the default. */
  addresses: DemoClientAddress[];
}

const roma = (address: Omit<DemoClientAddress, 'neighborhood' | 'postal_code'>) => ({
  ...address,
  neighborhood: 'Roma Norte',
  postal_code: '06700',
});
const condesa = (address: Omit<DemoClientAddress, 'neighborhood' | 'postal_code'>) => ({
  ...address,
  neighborhood: 'Condesa',
  postal_code: '06140',
});

/** The demo seller's and mentor's clients, by the owner's phone (DESIGN §7). */
export const DEMO_CLIENTS: Record<string, DemoClient[]> = {
  // Carlos Ramírez, seller
  '+525510000002': [
    {
      name: 'Guadalupe Martínez Soto',
      phone: '+525521340001',
      email: 'lupita.martinez@example.com',
      notes: 'Fonda «La Güera»: pide los lunes y jueves.',
      addresses: [
        roma({
          label: 'Fonda',
          street: 'Calle Córdoba',
          exterior_number: '112',
          internal_number: 'Local 2',
          references: 'Junto a la tintorería',
          lat: 19.4186,
          lng: -99.1593,
        }),
        condesa({
          label: 'Casa',
          street: 'Calle Ámsterdam',
          exterior_number: '58',
          internal_number: 'Depto 301',
          references: null,
          lat: 19.4128,
          lng: -99.1701,
        }),
      ],
    },
    {
      name: 'José Luis Hernández Pérez',
      phone: '+525521340002',
      email: null,
      notes: 'Paga en efectivo; llamar antes de llegar.',
      addresses: [
        condesa({
          label: 'Casa',
          street: 'Avenida Michoacán',
          exterior_number: '30-B',
          internal_number: null,
          references: 'Portón negro',
          lat: 19.4109,
          lng: -99.1722,
        }),
      ],
    },
    {
      name: 'Fernanda Ríos Aguilar',
      phone: '+525521340003',
      email: 'fer.rios@example.com',
      notes: null,
      addresses: [],
    },
  ],
  // Mariana Torres, mentor
  '+525510000003': [
    {
      name: 'Ana Sofía Castillo',
      phone: '+525532450001',
      email: null,
      notes: 'Cafetería en Roma; prefiere entregas antes de las 9.',
      addresses: [
        roma({
          label: 'Cafetería',
          street: 'Calle Orizaba',
          exterior_number: '87',
          internal_number: null,
          references: 'Frente a la Plaza Río de Janeiro',
          lat: 19.4203,
          lng: -99.1588,
        }),
      ],
    },
    {
      name: 'Miguel Ángel Domínguez',
      phone: '+525532450002',
      email: 'miguel.dominguez@example.com',
      notes: null,
      addresses: [],
    },
  ],
};

/**
 * Adds the demo clients their owners don't have yet (by phone), with their addresses, so
 * databases seeded before clients existed get them too. Owners that aren't there are skipped.
 */
export async function insertMissingClients(db: Kysely<DB>): Promise<void> {
  const now = new Date().toISOString();
  for (const [ownerPhone, clients] of Object.entries(DEMO_CLIENTS)) {
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', ownerPhone)
      .executeTakeFirst();
    if (!owner) continue;
    const existing = new Set(
      (
        await db
          .selectFrom('clients')
          .select('phone')
          .where('owner_user_id', '=', owner.id)
          .execute()
      ).map((row) => row.phone),
    );
    for (const { addresses, ...client } of clients) {
      if (existing.has(client.phone)) continue;
      const { id } = await db
        .insertInto('clients')
        .values({
          ...client,
          owner_user_id: owner.id,
          search_text: clientSearchText(client.name, client.phone),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [index, address] of addresses.entries()) {
        await db
          .insertInto('client_addresses')
          .values({
            ...address,
            client_id: id,
            municipality: 'Cuauhtémoc',
            city: 'Ciudad de México',
            state: 'Ciudad de México',
            between_streets: null,
            receiver_name: client.name,
            receiver_phone: client.phone,
            is_default: index === 0 ? 1 : 0,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    }
  }
}
