/** The privacy notice (es-MX). */
export const esPrivacy = {
  privacy: {
    title: 'Aviso de privacidad',
    updated: 'Última actualización: noviembre de 2026.',
    intro: (siteName: string) =>
      `${siteName} es responsable del tratamiento de los datos personales que nos proporcionas al usar esta tienda en línea, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP) y su Reglamento.`,
    dataTitle: '¿Qué datos recabamos?',
    dataItems: [
      'Tu número de celular, para enviarte el código de acceso y avisarte del estado de tus pedidos.',
      'Tu nombre y foto de perfil, si decides agregarlos.',
      'Las direcciones de entrega que guardas y la ubicación que marcas en el mapa.',
      'Los pedidos que haces: productos, montos, forma de pago y fecha de entrega. Los datos de tu tarjeta los recibe directamente el procesador de pagos; nosotros solo guardamos la marca y los últimos cuatro dígitos.',
      'Si eres vendedor o mentor, los datos de contacto y las direcciones de tus clientes que registras.',
    ],
    sensitive: 'No recabamos datos personales sensibles.',
    purposesTitle: '¿Para qué los usamos?',
    primaryPurposes:
      'Finalidades necesarias: crear y administrar tu cuenta, preparar, cobrar y entregar tus pedidos, verificar que tu dirección está dentro de la zona de entrega, atender aclaraciones y cumplir obligaciones legales y fiscales.',
    secondaryPurposes:
      'Finalidad adicional, solo con tu consentimiento: medir de forma estadística cómo se usa la tienda (qué productos se ven, se agregan al carrito y se compran) para mejorarla. Puedes negarte sin que eso afecte tus compras.',
    transfersTitle: '¿Con quién los compartimos?',
    transfers:
      'Con la tienda que surte tu pedido y su personal de entrega, con el procesador de pagos para cobrar con tarjeta y con el proveedor que envía los mensajes de verificación. Estas transferencias son necesarias para cumplir con tu pedido. No vendemos tus datos.',
    cookiesTitle: 'Cookies y tecnologías de medición',
    cookies:
      'Guardamos en tu navegador lo necesario para que la tienda funcione: tu sesión, tu carrito y tu elección sobre cookies. Si aceptas las cookies de medición, usamos Google Tag Manager y Google Analytics, que registran de forma estadística las páginas vistas y los productos agregados o comprados; nunca les enviamos tu nombre, celular, correo ni dirección. Mientras no aceptes, no se guardan cookies de medición ni de publicidad. Puedes cambiar tu elección cuando quieras en “Preferencias de cookies”.',
    arcoTitle: 'Tus derechos ARCO',
    arco: 'Puedes acceder a tus datos, rectificarlos, cancelarlos u oponerte a su uso (derechos ARCO), así como revocar tu consentimiento o limitar su uso. Envíanos tu solicitud con tu nombre, el celular con el que te registraste, el derecho que quieres ejercer y una identificación oficial. Te responderemos en un máximo de 20 días hábiles y, si procede, la haremos efectiva dentro de los 15 días hábiles siguientes.',
    contactWhatsapp: 'Escríbenos por WhatsApp',
    contactFallback:
      'Acude a la tienda que surtió tu pedido o llámala; su dirección aparece en el detalle de cada pedido.',
    changesTitle: 'Cambios a este aviso',
    changes:
      'Si cambiamos este aviso lo publicaremos en esta misma página, con la fecha de su última actualización.',
  },
} as const;
