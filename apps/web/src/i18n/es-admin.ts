/**
 * The operator console's shell copy (es-MX): sign-in, the store picker, the layout and the page
 * scaffolding. Each area keeps its own screens' copy in `es-admin-<area>.ts`; the titles and
 * navigation labels of every screen live here, so the route table (admin/app/screens.ts) reads
 * them from one place.
 */
export const esAdmin = {
  app: {
    name: 'Canasta · Consola',
    skipToContent: 'Saltar al contenido',
    loading: 'Cargando la consola…',
    /** The document title: the screen, the store, the console. */
    documentTitle: (parts: readonly string[]) => [...parts, 'Consola de Canasta'].join(' · '),
  },
  /** Screen titles (headings and document titles). */
  screens: {
    today: 'Hoy',
    orders: 'Pedidos',
    order: (number: string) => `Pedido ${number}`,
    picking: 'Surtido',
    products: 'Productos',
    newProduct: 'Nuevo producto',
    product: 'Producto',
    imports: 'Importar',
    delivery: 'Entrega',
    coupons: 'Cupones',
    team: 'Equipo',
    history: 'Historial',
    settings: 'Ajustes',
  },
  /** Navigation labels (short: they sit under an icon at 360 px). */
  nav: {
    main: 'Navegación de la consola',
    today: 'Hoy',
    orders: 'Pedidos',
    picking: 'Surtido',
    products: 'Productos',
    imports: 'Importar',
    delivery: 'Entrega',
    coupons: 'Cupones',
    team: 'Equipo',
    history: 'Historial',
    settings: 'Ajustes',
    more: 'Más',
    moreTitle: 'Más opciones',
    close: 'Cerrar',
  },
  /** A person's role in a store (decision 040). */
  roles: { owner: 'Dueño', staff: 'Personal' },
  layout: {
    storeLabel: 'Tienda',
    operator: (name: string, role: string) => `${name} · ${role}`,
    goToShop: 'Ir a la tienda',
    logout: 'Cerrar sesión',
    loggingOut: 'Cerrando sesión…',
    signedOut: 'Cerraste tu sesión.',
    switchStore: 'Cambiar de tienda',
  },
  signIn: {
    title: 'Entra a la consola de tu tienda',
    intro: 'Usa el mismo celular con el que compras. Te enviaremos un código para confirmarlo.',
    phoneLabel: 'Número de celular',
    phoneHint: 'Celular de México (+52), 10 dígitos: por ejemplo 55 1234 5678.',
    countryCode: '+52',
    phonePlaceholder: '55 1234 5678',
    phoneRequired: 'Escribe tu número de celular.',
    phoneIncomplete: 'Escribe los 10 dígitos de tu celular.',
    channelLegend: '¿Cómo quieres recibir el código?',
    channelWhatsapp: 'WhatsApp',
    channelSms: 'SMS (mensaje de texto)',
    sendCode: 'Enviar código',
    sending: 'Enviando…',
    haveCode: 'Ya tengo mi código',
    codeTitle: 'Escribe el código',
    codeSentTo: (channel: 'whatsapp' | 'sms', phone: string) =>
      `Te enviamos un código de 6 dígitos por ${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} al ${phone}.`,
    codeLabel: 'Código de 6 dígitos',
    codeRequired: 'Escribe el código de 6 dígitos.',
    codeIncomplete: 'El código tiene 6 dígitos.',
    verify: 'Entrar',
    verifying: 'Verificando…',
    resendIn: (time: string) => `Podrás pedir otro código en ${time}.`,
    resend: 'Reenviar código',
    resending: 'Reenviando…',
    resent: 'Te enviamos un código nuevo.',
    changeNumber: 'Cambiar número',
    noAccount:
      'Este celular no tiene cuenta en Canasta. Pide a la persona dueña de la tienda que te agregue a su equipo.',
    needsConnection: 'Necesitas conexión para entrar. Revisa tu internet.',
    signedIn: (name: string) => `Hola, ${name}.`,
    sessionExpired: 'Tu sesión terminó. Vuelve a entrar con tu celular.',
  },
  picker: {
    title: 'Tus tiendas',
    intro: 'Elige la tienda que vas a atender.',
    role: (role: string) => `Tu papel: ${role}`,
  },
  noAccess: {
    title: 'No tienes acceso a la consola',
    description: (name: string) =>
      `${name}, tu cuenta no atiende ninguna tienda. Si trabajas en una, pide a la persona dueña que te agregue a su equipo.`,
    goToShop: 'Ir a la tienda',
    otherAccount: 'Entrar con otro celular',
  },
  notFound: {
    title: 'No encontramos esta tienda',
    description:
      'La dirección no corresponde a ninguna tienda que atiendas. Revisa el enlace o elige una de tus tiendas.',
    pageTitle: 'No encontramos esta página',
    pageDescription: 'La consola no tiene una pantalla en esta dirección.',
    backToStores: 'Ver mis tiendas',
    backToConsole: 'Volver al inicio de la consola',
  },
  ownerOnly: {
    title: 'Solo para la persona dueña',
    description: 'Esta pantalla es solo para la persona dueña de la tienda.',
  },
  noScreens: {
    title: 'La consola de esta tienda aún no tiene pantallas',
    description: 'Cuando estén listas, aparecerán en el menú.',
  },
  page: {
    loading: 'Cargando…',
    errorTitle: 'No pudimos cargar esta pantalla',
    routeCrashed: 'Esta pantalla tuvo un problema. Recarga la página para intentarlo de nuevo.',
  },
} as const;
