import type { LocaleSeed } from '../types';

export const pt: LocaleSeed = {
  pages: {
    'about-us': {
      title: 'Sobre nós',
      description: 'Quem gere o Fortuna Casino, como somos licenciados e o que prometemos aos nossos jogadores.',
      body: `<p>O Fortuna Casino é um casino online gerido pela Fortuna Entertainment Ltd. Oferecemos slots, jogos de mesa, jogos com croupier ao vivo e jogos de prémio instantâneo do nosso próprio estúdio e de estúdios independentes, com torneios e promoções todas as semanas.</p>
<h2>Licenciados e regulados</h2>
<p>A Fortuna Entertainment Ltd. possui uma licença de jogo online e opera sob a supervisão do seu regulador. Cada jogo é testado quanto à sua equidade, os fundos dos jogadores são mantidos separados dos fundos da empresa e os dados da nossa licença constam no rodapé de todas as páginas.</p>
<h2>Jogo justo que pode verificar</h2>
<p>Cada resultado provém de um gerador de números aleatórios certificado. Nos nossos próprios jogos pode verificar cada ronda na <a href="@fairness">página de equidade</a> com a semente do servidor, a sua semente de cliente e o número da ronda.</p>
<h2>Seguro e responsável</h2>
<ul><li>Apenas adultos com 18 anos ou mais podem jogar.</li><li>Limites de depósito, verificações de realidade, pausas e autoexclusão estão sempre disponíveis na sua conta.</li><li>Verificamos a identidade de cada jogador antes do primeiro levantamento.</li></ul>
<h2>Contacto</h2>
<p>A nossa equipa de apoio responde em português, inglês, alemão, espanhol, finlandês, francês, norueguês, polaco e romeno, todos os dias das 08:00 às 24:00 CET, por chat ao vivo ou em support@fortuna.casino.</p>`,
    },
    'cookie-policy': {
      title: 'Política de cookies',
      description: 'Que cookies o Fortuna Casino utiliza, para quê e como os pode controlar.',
      body: `<p>Esta política explica que cookies e tecnologias semelhantes o Fortuna Casino utiliza e como os pode gerir. Um cookie é um pequeno ficheiro de texto que um site guarda no seu navegador.</p>
<h2>Cookies estritamente necessários</h2>
<p>Estes cookies mantêm a sua sessão iniciada, lembram o seu idioma, protegem os formulários contra abusos e mantêm a sua sessão segura. O site não funciona sem eles, por isso não podem ser desativados.</p>
<ul><li><strong>fortuna_session</strong>: mantém a sessão iniciada enquanto joga (expira quando termina a sessão).</li><li><strong>locale</strong>: lembra o idioma escolhido (um ano).</li><li><strong>fortuna_ref</strong>: lembra o parceiro que o encaminhou até nós, para que seja reconhecido no seu registo (um mês).</li></ul>
<h2>Cookies de desempenho</h2>
<p>Com o seu consentimento, medimos a utilização do site, por exemplo as páginas que carregam devagar, para o melhorar. Os dados são agregados e nunca servem para o identificar.</p>
<h2>Gerir cookies</h2>
<p>Pode apagar ou bloquear cookies nas definições do navegador a qualquer momento. Se bloquear os cookies estritamente necessários, não poderá iniciar sessão nem jogar a dinheiro real.</p>
<h2>Alterações</h2>
<p>Atualizamos esta política quando mudamos os cookies utilizados. A data da última atualização aparece no fim desta página.</p>`,
    },
    'privacy-notice': {
      title: 'Aviso de privacidade',
      description: 'Como o Fortuna Casino recolhe, utiliza e protege os seus dados pessoais.',
      body: `<p>A Fortuna Entertainment Ltd. é a responsável pelo tratamento dos dados pessoais que nos fornece ao usar o Fortuna Casino. Tratamos os seus dados de acordo com o Regulamento Geral sobre a Proteção de Dados (RGPD).</p>
<h2>Dados que recolhemos</h2>
<ul><li>Dados da conta: alcunha, e-mail, palavra-passe (guardada apenas como hash seguro), moeda e idioma.</li><li>Dados de identidade: nome, data de nascimento, morada e documentos de identificação, exigidos por lei antes dos levantamentos.</li><li>Dados de transações e de jogo: depósitos, levantamentos, apostas, ganhos e bónus.</li><li>Dados técnicos: endereço IP, dispositivo e navegador, para segurança e prevenção de fraude.</li></ul>
<h2>Para que os usamos</h2>
<p>Usamos os seus dados para gerir a sua conta, cumprir as nossas obrigações legais (verificação de idade e identidade, regras contra o branqueamento de capitais, jogo responsável), proteger o site e, só com o seu acordo, enviar-lhe promoções.</p>
<h2>Os seus direitos</h2>
<p>Pode pedir uma cópia dos seus dados, corrigi-los, limitar ou opor-se à sua utilização, ou pedir a sua eliminação quando a lei o permita. Os pedidos feitos a partir do seu perfil são respondidos no prazo de um mês.</p>
<h2>Conservação e partilha</h2>
<p>Conservamos os registos de conta e de transações pelo tempo que a lei exige, normalmente cinco anos após o encerramento da conta. Só partilhamos dados com prestadores de pagamento, serviços de verificação de identidade e autoridades quando a lei nos obriga.</p>`,
    },
    'responsible-gaming': {
      title: 'Jogo responsável',
      description: 'Ferramentas e conselhos para que o jogo continue a ser diversão: limites, verificações, pausas e autoexclusão.',
      body: `<p>O jogo deve ser entretenimento, nunca uma forma de ganhar dinheiro ou de fugir aos problemas. O Fortuna Casino dá-lhe ferramentas para manter o controlo, e a nossa equipa está preparada para ajudar.</p>
<h2>Ferramentas na sua conta</h2>
<ul><li><strong>Limite de depósito</strong>: diário, semanal ou mensal. Um limite mais baixo aplica-se de imediato; aumentá-lo ou removê-lo demora 24 horas.</li><li><strong>Verificação de realidade</strong>: um aviso a cada 15, 30, 45 ou 60 minutos com o tempo de jogo, as apostas e os ganhos.</li><li><strong>Pausa</strong>: uma interrupção de 24 horas ou 7 dias.</li><li><strong>Autoexclusão</strong>: 1, 2 ou 3 meses, ou por tempo indeterminado.</li></ul>
<p>Pode definir tudo isto na <a href="@player-exclusion">página de limites</a>.</p>
<h2>Sinais de alerta</h2>
<p>Faça uma pausa se gastar mais do que planeou, tentar recuperar perdas, pedir dinheiro emprestado para jogar ou se sentir ansioso quando não está a jogar.</p>
<h2>Onde pedir ajuda</h2>
<p>Organizações como os Jogadores Anónimos e a linha SOS Jogo oferecem ajuda gratuita e confidencial. A nossa equipa de apoio também pode encerrar a sua conta de imediato, a seu pedido.</p>
<h2>Proteção de menores</h2>
<p>Ninguém com menos de 18 anos pode abrir uma conta. Verificamos a idade de cada jogador e recomendamos software de controlo parental em dispositivos partilhados.</p>`,
    },
    'terms-and-conditions': {
      title: 'Termos e condições',
      description: 'As regras da sua conta Fortuna Casino, depósitos, levantamentos, bónus e jogos.',
      body: `<p>Estes termos constituem o acordo entre si e a Fortuna Entertainment Ltd. Ao abrir uma conta, aceita-os. Leia-os com atenção.</p>
<h2>1. A sua conta</h2>
<p>Tem de ter pelo menos 18 anos e poder jogar legalmente onde vive. Só pode ter uma conta, e os dados que fornecer têm de ser verdadeiros e seus.</p>
<h2>2. Depósitos e levantamentos</h2>
<p>Os depósitos têm de vir de meios de pagamento em seu nome. Antes do primeiro levantamento verificamos a sua identidade. Os levantamentos são pagos, sempre que possível, ao método usado no depósito, e podemos pedir-lhe que use primeiro as rodadas grátis ou cumpra os requisitos de aposta do bónus.</p>
<h2>3. Bónus</h2>
<p>Cada bónus tem o seu próprio requisito de aposta, mostrado antes de o aceitar. Só pode haver um bónus ativo de cada vez; os outros aguardam numa fila. Pode cancelar um bónus ativo a qualquer momento, o que remove o valor do bónus e os respetivos ganhos.</p>
<h2>4. Jogos</h2>
<p>Os resultados são decididos por geradores de números aleatórios certificados. Se um jogo falhar, as apostas afetadas são anuladas e reembolsadas. As regras de cada jogo estão disponíveis dentro do próprio jogo.</p>
<h2>5. Encerramento e suspensão de contas</h2>
<p>Pode encerrar a sua conta quando quiser. Podemos suspender uma conta em caso de fraude, contas múltiplas ou violação destes termos, e diremos o motivo, salvo se a lei o proibir.</p>
<h2>6. Reclamações</h2>
<p>Envie reclamações para support@fortuna.casino. Respondemos no prazo de 14 dias. Se não ficar satisfeito, pode recorrer ao serviço independente de resolução de litígios indicado pelo nosso regulador.</p>`,
    },
  },
  blocks: {
    'vip-club': {
      title: 'Clube VIP',
      description: 'Gestor pessoal, levantamentos mais rápidos e recompensas à medida para os jogadores mais fiéis.',
      body: `<p>O nosso clube VIP é apenas por convite. Os membros têm um gestor de conta pessoal, levantamentos tratados com prioridade, limites mais altos e recompensas escolhidas de acordo com a sua forma de jogar.</p><p>Os convites baseiam-se no jogo a longo prazo, nunca nas perdas. As ferramentas de jogo responsável continuam disponíveis para todos os membros VIP.</p>`,
    },
    'welcome-offer': {
      title: 'Oferta de boas-vindas',
      description: 'Um bónus no seu primeiro depósito, com requisitos de aposta claros.',
      body: `<p>Os novos jogadores recebem um bónus de 100 % no primeiro depósito, até 200 EUR, com um requisito de aposta de 35 vezes o valor do bónus.</p><p>O bónus é opcional: pode recusá-lo na caixa. As condições completas estão nos nossos <a href="@terms-and-conditions">termos e condições</a>.</p>`,
    },
    'payment-methods': {
      title: 'Métodos de pagamento',
      description: 'Deposite e levante com cartões, transferências bancárias e carteiras eletrónicas.',
      body: `<p>Deposite com cartões bancários, transferências instantâneas e carteiras eletrónicas populares. Os depósitos são creditados de imediato e nunca cobramos comissões por eles.</p><p>Os levantamentos são analisados em 24 horas e depois pagos ao método com que depositou.</p>`,
    },
  },
  categories: {
    all: 'Todos os jogos',
    slots: 'Slots',
    jackpot: 'Jackpots progressivos',
    livegames: 'Casino ao vivo',
    tablegames: 'Jogos de mesa',
    'video-pokers': 'Vídeo póquer',
    'instant-win': 'Prémio instantâneo',
  },
  banners: {
    welcome: { title: 'Bem-vindo ao Fortuna', text: 'Bónus de 100 % no seu primeiro depósito, até 200 EUR.', cta: 'Registar-se' },
    tournaments: { title: 'Torneios semanais', text: 'Suba na classificação e partilhe o prémio.', cta: 'Ver torneios' },
  },
  seo: {
    home: {
      title: 'Fortuna Casino: slots, casino ao vivo e torneios',
      description: 'Jogue slots, jogos de mesa e casino ao vivo no Fortuna, um casino online licenciado com jogos justos e verificáveis.',
    },
    promo: { title: 'Promoções | Fortuna Casino', description: 'Bónus, rodadas grátis e cashback no Fortuna Casino.' },
    tournaments: { title: 'Torneios | Fortuna Casino', description: 'Participe em torneios de slots e dispute prémios.' },
    'sign-up': { title: 'Registo | Fortuna Casino', description: 'Abra a sua conta Fortuna Casino num minuto.' },
    fairness: {
      title: 'Jogos comprovadamente justos | Fortuna Casino',
      description: 'Verifique cada ronda dos nossos jogos com a semente do servidor, a semente do cliente e o nonce.',
    },
    contribution: {
      title: 'Contribuição dos jogos | Fortuna Casino',
      description: 'Quanto cada jogo conta para os requisitos de aposta do bónus.',
    },
    'games-category': {
      title: 'Jogos de casino | Fortuna Casino',
      description: 'Slots, jackpots, jogos ao vivo e de mesa por categoria e fornecedor.',
    },
  },
};
