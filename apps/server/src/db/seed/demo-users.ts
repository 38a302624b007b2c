/** The demo users of DESIGN §7; their codes arrive in the development outbox. */
export interface DemoUser {
  name: string;
  phone: string;
  email: string | null;
  isSeller: boolean;
  isMentor: boolean;
  /** Slug of the store a seller works for. */
  assignedStore: string | null;
  walletCents: number;
  /** The store this user runs from the console, and their role there (decision 040). */
  operates?: { store: string; role: 'owner' | 'staff' };
}

export const DEMO_USERS: DemoUser[] = [
  {
    name: 'Lucía Hernández',
    phone: '+525510000001',
    email: 'lucia@example.com',
    isSeller: false,
    isMentor: false,
    assignedStore: null,
    walletCents: 0,
  },
  {
    name: 'Carlos Ramírez',
    phone: '+525510000002',
    email: null,
    isSeller: true,
    isMentor: false,
    assignedStore: 'interna',
    walletCents: 0,
  },
  {
    name: 'Mariana Torres',
    phone: '+525510000003',
    email: null,
    isSeller: false,
    isMentor: true,
    assignedStore: 'interna',
    walletCents: 50000,
  },
  {
    name: 'Rosa Aguilar',
    phone: '+525510000004',
    email: null,
    isSeller: false,
    isMentor: false,
    assignedStore: null,
    walletCents: 0,
    operates: { store: 'interna', role: 'owner' },
  },
  {
    name: 'Jorge Medina',
    phone: '+525510000005',
    email: null,
    isSeller: false,
    isMentor: false,
    assignedStore: null,
    walletCents: 0,
    operates: { store: 'interna', role: 'staff' },
  },
];
