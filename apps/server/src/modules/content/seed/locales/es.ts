import type { LocaleSeed } from '../types';

export const es: LocaleSeed = {
  pages: {
    'about-us': {
      title: 'Sobre nosotros',
      description: 'Quién gestiona Fortuna Casino, cómo estamos licenciados y qué prometemos a nuestros jugadores.',
      body: `<p>Fortuna Casino es un casino en línea gestionado por Fortuna Entertainment Ltd. Ofrecemos tragamonedas, juegos de mesa, juegos con crupier en vivo y juegos de premio instantáneo de nuestro propio estudio y de estudios independientes, con torneos y promociones cada semana.</p>
<h2>Con licencia y regulados</h2>
<p>Fortuna Entertainment Ltd. posee una licencia de juego en línea y opera bajo la supervisión de su regulador. Cada juego se comprueba para garantizar su equidad, los fondos de los jugadores se guardan separados de los de la empresa y los datos de nuestra licencia aparecen en el pie de cada página.</p>
<h2>Juego justo que puede comprobar</h2>
<p>Cada resultado procede de un generador de números aleatorios certificado. En nuestros propios juegos puede verificar cada ronda en la <a href="@fairness">página de equidad</a> con la semilla del servidor, su semilla de cliente y el número de ronda.</p>
<h2>Seguro y responsable</h2>
<ul><li>Solo pueden jugar adultos de 18 años o más.</li><li>Los límites de depósito, los recordatorios de tiempo, las pausas y la autoexclusión están disponibles en su cuenta en todo momento.</li><li>Verificamos la identidad de cada jugador antes del primer retiro.</li></ul>
<h2>Contacto</h2>
<p>Nuestro equipo de soporte responde en español, inglés, alemán, finés, francés, noruego, portugués, polaco y rumano, todos los días de 08:00 a 24:00 CET, por chat en vivo o en support@fortuna.casino.</p>`,
    },
    'cookie-policy': {
      title: 'Política de cookies',
      description: 'Qué cookies usa Fortuna Casino, para qué y cómo puede controlarlas.',
      body: `<p>Esta política explica qué cookies y tecnologías similares utiliza Fortuna Casino y cómo puede gestionarlas. Una cookie es un pequeño archivo de texto que un sitio web guarda en su navegador.</p>
<h2>Cookies estrictamente necesarias</h2>
<p>Estas cookies mantienen su sesión iniciada, recuerdan su idioma, protegen los formularios contra abusos y mantienen segura su sesión. El sitio no funciona sin ellas, por lo que no se pueden desactivar.</p>
<ul><li><strong>fortuna_session</strong>: mantiene su sesión mientras juega (caduca al cerrar sesión).</li><li><strong>locale</strong>: recuerda el idioma elegido (un año).</li><li><strong>fortuna_ref</strong>: recuerda qué socio le envió a nosotros para reconocerle cuando se registre (un mes).</li></ul>
<h2>Cookies de rendimiento</h2>
<p>Con su consentimiento medimos cómo se usa el sitio, por ejemplo qué páginas cargan lentamente, para mejorarlo. Los datos se agregan y nunca se usan para identificarle.</p>
<h2>Gestión de cookies</h2>
<p>Puede borrar o bloquear las cookies en la configuración de su navegador cuando quiera. Si bloquea las cookies estrictamente necesarias, no podrá iniciar sesión ni jugar con dinero real.</p>
<h2>Cambios</h2>
<p>Actualizamos esta política cuando cambiamos las cookies que usamos. La fecha de la última actualización figura al final de esta página.</p>`,
    },
    'privacy-notice': {
      title: 'Aviso de privacidad',
      description: 'Cómo Fortuna Casino recoge, usa y protege sus datos personales.',
      body: `<p>Fortuna Entertainment Ltd. es la responsable de los datos personales que nos facilita al usar Fortuna Casino. Tratamos sus datos conforme al Reglamento General de Protección de Datos (RGPD).</p>
<h2>Datos que recogemos</h2>
<ul><li>Datos de la cuenta: apodo, correo electrónico, contraseña (guardada solo como hash seguro), moneda e idioma.</li><li>Datos de identidad: nombre, fecha de nacimiento, dirección y documentos de identidad, exigidos por ley antes de los retiros.</li><li>Datos de transacciones y juego: depósitos, retiros, apuestas, ganancias y bonos.</li><li>Datos técnicos: dirección IP, dispositivo y navegador, para la seguridad y la prevención del fraude.</li></ul>
<h2>Para qué los usamos</h2>
<p>Usamos sus datos para gestionar su cuenta, cumplir nuestras obligaciones legales (verificación de edad e identidad, normas contra el blanqueo de capitales, juego responsable), proteger el sitio y, solo si lo acepta, enviarle promociones.</p>
<h2>Sus derechos</h2>
<p>Puede pedir una copia de sus datos, corregirlos, limitar su uso u oponerse a él, o solicitar su supresión cuando la ley lo permita. Las solicitudes enviadas desde su perfil se responden en el plazo de un mes.</p>
<h2>Conservación y cesión</h2>
<p>Conservamos los registros de cuenta y transacciones el tiempo que exige la ley, normalmente cinco años tras el cierre de la cuenta. Solo compartimos datos con proveedores de pago, servicios de verificación de identidad y autoridades cuando la ley nos obliga.</p>`,
    },
    'responsible-gaming': {
      title: 'Juego responsable',
      description: 'Herramientas y consejos para que el juego siga siendo diversión: límites, recordatorios, pausas y autoexclusión.',
      body: `<p>El juego debe ser un entretenimiento, nunca una forma de ganar dinero ni de escapar de los problemas. Fortuna Casino le ofrece herramientas para mantener el control, y nuestro equipo está formado para ayudarle.</p>
<h2>Herramientas en su cuenta</h2>
<ul><li><strong>Límite de depósito</strong>: diario, semanal o mensual. Un límite más bajo se aplica al instante; subirlo o eliminarlo tarda 24 horas.</li><li><strong>Recordatorio de tiempo</strong>: un aviso cada 15, 30, 45 o 60 minutos con el tiempo jugado, sus apuestas y sus ganancias.</li><li><strong>Pausa</strong>: un descanso de 24 horas o 7 días.</li><li><strong>Autoexclusión</strong>: 1, 2 o 3 meses, o por tiempo indefinido.</li></ul>
<p>Puede configurarlo todo en la <a href="@player-exclusion">página de límites</a>.</p>
<h2>Señales de alerta</h2>
<p>Haga una pausa si gasta más de lo previsto, intenta recuperar pérdidas, pide dinero prestado para jugar o se siente inquieto cuando no juega.</p>
<h2>Dónde pedir ayuda</h2>
<p>Organizaciones como Jugadores Anónimos y FEJAR ofrecen ayuda gratuita y confidencial. Nuestro equipo de soporte también puede cerrar su cuenta de inmediato si lo solicita.</p>
<h2>Protección de menores</h2>
<p>Nadie menor de 18 años puede abrir una cuenta. Verificamos la edad de cada jugador y recomendamos programas de control parental en los dispositivos compartidos.</p>`,
    },
    'terms-and-conditions': {
      title: 'Términos y condiciones',
      description: 'Las reglas de su cuenta de Fortuna Casino, depósitos, retiros, bonos y juegos.',
      body: `<p>Estos términos constituyen el acuerdo entre usted y Fortuna Entertainment Ltd. Al abrir una cuenta los acepta. Léalos con atención.</p>
<h2>1. Su cuenta</h2>
<p>Debe tener al menos 18 años y poder jugar legalmente donde vive. Solo puede tener una cuenta, y los datos que facilite deben ser veraces y suyos.</p>
<h2>2. Depósitos y retiros</h2>
<p>Los depósitos deben proceder de medios de pago a su nombre. Antes del primer retiro verificamos su identidad. Los retiros se pagan, cuando es posible, al método usado para depositar, y podemos pedirle que antes use los giros gratis o cumpla los requisitos de apuesta del bono.</p>
<h2>3. Bonos</h2>
<p>Cada bono tiene su propio requisito de apuesta, que se muestra antes de aceptarlo. Solo puede haber un bono activo a la vez; los demás esperan en cola. Puede cancelar un bono activo en cualquier momento, lo que elimina el importe del bono y sus ganancias.</p>
<h2>4. Juegos</h2>
<p>Los resultados los deciden generadores de números aleatorios certificados. Si un juego falla, las apuestas afectadas se anulan y se reembolsan. Las reglas de cada juego están disponibles dentro del propio juego.</p>
<h2>5. Cierre y suspensión de cuentas</h2>
<p>Puede cerrar su cuenta cuando quiera. Podemos suspender una cuenta en caso de fraude, cuentas múltiples o incumplimiento de estos términos, y le diremos el motivo salvo que la ley lo prohíba.</p>
<h2>6. Reclamaciones</h2>
<p>Envíe sus reclamaciones a support@fortuna.casino. Respondemos en un plazo de 14 días. Si no queda satisfecho, puede acudir al servicio independiente de resolución de conflictos designado por nuestro regulador.</p>`,
    },
  },
  blocks: {
    'vip-club': {
      title: 'Club VIP',
      description: 'Gestor personal, retiros más rápidos y recompensas a medida para nuestros jugadores más fieles.',
      body: `<p>Nuestro club VIP es solo por invitación. Los miembros tienen un gestor de cuenta personal, retiros tramitados con prioridad, límites más altos y recompensas elegidas según su forma de jugar.</p><p>Las invitaciones se basan en el juego a largo plazo, nunca en las pérdidas. Las herramientas de juego responsable siguen disponibles para todos los miembros VIP.</p>`,
    },
    'welcome-offer': {
      title: 'Oferta de bienvenida',
      description: 'Un bono en su primer depósito, con condiciones de apuesta claras.',
      body: `<p>Los nuevos jugadores reciben un bono del 100 % en su primer depósito, hasta 200 EUR, con un requisito de apuesta de 35 veces el importe del bono.</p><p>El bono es opcional: puede rechazarlo en la caja. Las condiciones completas están en nuestros <a href="@terms-and-conditions">términos y condiciones</a>.</p>`,
    },
    'payment-methods': {
      title: 'Métodos de pago',
      description: 'Deposite y retire con tarjetas, transferencias bancarias y monederos electrónicos.',
      body: `<p>Deposite con tarjetas bancarias, transferencias instantáneas y monederos electrónicos populares. Los depósitos se abonan al instante y nunca cobramos comisiones por ellos.</p><p>Los retiros se revisan en 24 horas y después se pagan al método con el que depositó.</p>`,
    },
  },
  categories: {
    all: 'Todos los juegos',
    slots: 'Tragamonedas',
    jackpot: 'Botes',
    livegames: 'Casino en vivo',
    tablegames: 'Juegos de mesa',
    'video-pokers': 'Videopóker',
    'instant-win': 'Premio instantáneo',
  },
  banners: {
    welcome: { title: 'Bienvenido a Fortuna', text: 'Bono del 100 % en su primer depósito, hasta 200 EUR.', cta: 'Registrarse' },
    tournaments: { title: 'Torneos semanales', text: 'Suba en la clasificación y comparta el bote de premios.', cta: 'Ver torneos' },
  },
  seo: {
    home: {
      title: 'Fortuna Casino: tragamonedas, casino en vivo y torneos',
      description:
        'Juegue a tragamonedas, juegos de mesa y casino en vivo en Fortuna, un casino en línea con licencia y juegos justos y verificables.',
    },
    promo: { title: 'Promociones | Fortuna Casino', description: 'Bonos, giros gratis y reembolsos en Fortuna Casino.' },
    tournaments: { title: 'Torneos | Fortuna Casino', description: 'Participe en torneos de tragamonedas y compita por botes de premios.' },
    'sign-up': { title: 'Registro | Fortuna Casino', description: 'Abra su cuenta de Fortuna Casino en un minuto.' },
    fairness: {
      title: 'Juegos demostrablemente justos | Fortuna Casino',
      description: 'Compruebe cada ronda de nuestros juegos con la semilla del servidor, la semilla del cliente y el nonce.',
    },
    contribution: {
      title: 'Contribución de los juegos | Fortuna Casino',
      description: 'Cuánto cuenta cada juego para los requisitos de apuesta del bono.',
    },
    'games-category': {
      title: 'Juegos de casino | Fortuna Casino',
      description: 'Tragamonedas, botes, juegos en vivo y de mesa por categoría y proveedor.',
    },
  },
};
