import type { LocaleSeed } from '../types';

export const fr: LocaleSeed = {
  pages: {
    'about-us': {
      title: 'À propos de nous',
      description: 'Qui exploite Fortuna Casino, sous quelle licence, et ce que nous promettons à nos joueurs.',
      body: `<p>Fortuna Casino est un casino en ligne exploité par Fortuna Entertainment Ltd. Nous proposons des machines à sous, des jeux de table, des jeux avec croupier en direct et des jeux à gain instantané issus de notre propre studio et de studios indépendants, avec des tournois et des promotions chaque semaine.</p>
<h2>Sous licence et réglementé</h2>
<p>Fortuna Entertainment Ltd. détient une licence de jeux en ligne et opère sous le contrôle de son régulateur. Chaque jeu est testé pour son équité, les fonds des joueurs sont séparés de ceux de l'entreprise et les informations de notre licence figurent en pied de chaque page.</p>
<h2>Un jeu équitable, vérifiable par vous</h2>
<p>Chaque résultat provient d'un générateur de nombres aléatoires certifié. Pour nos propres jeux, vous pouvez vérifier chaque tour sur la <a href="@fairness">page d'équité</a> grâce à la graine du serveur, votre graine client et le numéro du tour.</p>
<h2>Sûr et responsable</h2>
<ul><li>Seuls les adultes de 18 ans ou plus peuvent jouer.</li><li>Limites de dépôt, rappels de temps de jeu, pauses et auto-exclusion sont disponibles à tout moment dans votre compte.</li><li>Nous vérifions l'identité de chaque joueur avant le premier retrait.</li></ul>
<h2>Contact</h2>
<p>Notre support répond en français, anglais, allemand, espagnol, finnois, norvégien, portugais, polonais et roumain, tous les jours de 08h00 à 24h00 CET, par chat en direct ou à support@fortuna.casino.</p>`,
    },
    'cookie-policy': {
      title: 'Politique relative aux cookies',
      description: 'Les cookies utilisés par Fortuna Casino, leur rôle et comment les contrôler.',
      body: `<p>Cette politique explique quels cookies et technologies similaires Fortuna Casino utilise et comment vous pouvez les gérer. Un cookie est un petit fichier texte qu'un site web enregistre dans votre navigateur.</p>
<h2>Cookies strictement nécessaires</h2>
<p>Ces cookies vous gardent connecté, mémorisent votre langue, protègent les formulaires contre les abus et sécurisent votre session. Le site ne peut pas fonctionner sans eux ; ils ne peuvent donc pas être désactivés.</p>
<ul><li><strong>fortuna_session</strong> : vous garde connecté pendant que vous jouez (expire à la déconnexion).</li><li><strong>locale</strong> : mémorise la langue choisie (un an).</li><li><strong>fortuna_ref</strong> : mémorise le partenaire qui vous a envoyé chez nous, afin de le créditer lors de votre inscription (un mois).</li></ul>
<h2>Cookies de performance</h2>
<p>Avec votre accord, nous mesurons l'utilisation du site, par exemple les pages lentes à charger, afin de l'améliorer. Les données sont agrégées et ne servent jamais à vous identifier.</p>
<h2>Gérer les cookies</h2>
<p>Vous pouvez supprimer ou bloquer les cookies à tout moment dans les réglages de votre navigateur. Si vous bloquez les cookies strictement nécessaires, vous ne pourrez ni vous connecter ni jouer en argent réel.</p>
<h2>Modifications</h2>
<p>Nous mettons cette politique à jour lorsque nous changeons les cookies utilisés. La date de la dernière mise à jour figure en bas de cette page.</p>`,
    },
    'privacy-notice': {
      title: 'Avis de confidentialité',
      description: 'Comment Fortuna Casino collecte, utilise et protège vos données personnelles.',
      body: `<p>Fortuna Entertainment Ltd. est responsable du traitement des données personnelles que vous nous confiez en utilisant Fortuna Casino. Nous traitons vos données conformément au Règlement général sur la protection des données (RGPD).</p>
<h2>Les données que nous collectons</h2>
<ul><li>Données de compte : pseudo, adresse e-mail, mot de passe (conservé uniquement sous forme de hachage sécurisé), devise et langue.</li><li>Données d'identité : nom, date de naissance, adresse et pièces d'identité, exigées par la loi avant les retraits.</li><li>Données de transactions et de jeu : dépôts, retraits, mises, gains et bonus.</li><li>Données techniques : adresse IP, appareil et navigateur, pour la sécurité et la prévention de la fraude.</li></ul>
<h2>Pourquoi nous les utilisons</h2>
<p>Nous utilisons vos données pour gérer votre compte, respecter nos obligations légales (vérification de l'âge et de l'identité, lutte contre le blanchiment, jeu responsable), sécuriser le site et, uniquement avec votre accord, vous envoyer des promotions.</p>
<h2>Vos droits</h2>
<p>Vous pouvez demander une copie de vos données, les rectifier, en limiter l'usage ou vous y opposer, ou demander leur effacement lorsque la loi le permet. Les demandes faites depuis votre profil sont traitées sous un mois.</p>
<h2>Conservation et partage</h2>
<p>Nous conservons les données de compte et de transactions aussi longtemps que la loi l'exige, en général cinq ans après la clôture du compte. Nous ne partageons des données qu'avec les prestataires de paiement, les services de vérification d'identité et les autorités lorsque la loi nous y oblige.</p>`,
    },
    'responsible-gaming': {
      title: 'Jeu responsable',
      description: 'Des outils et des conseils pour que le jeu reste un plaisir : limites, rappels, pauses et auto-exclusion.',
      body: `<p>Le jeu doit rester un divertissement, jamais un moyen de gagner de l'argent ou de fuir ses problèmes. Fortuna Casino vous donne des outils pour garder le contrôle, et notre équipe est formée pour vous aider.</p>
<h2>Les outils de votre compte</h2>
<ul><li><strong>Limite de dépôt</strong> : quotidienne, hebdomadaire ou mensuelle. Une baisse s'applique immédiatement ; une hausse ou une suppression prend 24 heures.</li><li><strong>Rappel de temps de jeu</strong> : un rappel toutes les 15, 30, 45 ou 60 minutes indiquant votre durée de jeu, vos mises et vos gains.</li><li><strong>Pause</strong> : une interruption de 24 heures ou de 7 jours.</li><li><strong>Auto-exclusion</strong> : 1, 2 ou 3 mois, ou pour une durée indéterminée.</li></ul>
<p>Tout se règle sur la <a href="@player-exclusion">page des limites</a>.</p>
<h2>Signaux d'alerte</h2>
<p>Faites une pause si vous dépensez plus que prévu, si vous cherchez à vous refaire, si vous empruntez pour jouer ou si vous vous sentez anxieux quand vous ne jouez pas.</p>
<h2>Trouver de l'aide</h2>
<p>Joueurs Info Service (09 74 75 13 13) et les Joueurs Anonymes offrent une aide gratuite et confidentielle. Notre support peut aussi fermer votre compte immédiatement sur simple demande.</p>
<h2>Protection des mineurs</h2>
<p>Aucune personne de moins de 18 ans ne peut ouvrir de compte. Nous vérifions l'âge de chaque joueur et recommandons un logiciel de contrôle parental sur les appareils partagés.</p>`,
    },
    'terms-and-conditions': {
      title: 'Conditions générales',
      description: 'Les règles applicables à votre compte Fortuna Casino, aux dépôts, retraits, bonus et jeux.',
      body: `<p>Ces conditions constituent le contrat entre vous et Fortuna Entertainment Ltd. En ouvrant un compte, vous les acceptez. Lisez-les attentivement.</p>
<h2>1. Votre compte</h2>
<p>Vous devez avoir au moins 18 ans et être autorisé à jouer là où vous vivez. Vous ne pouvez détenir qu'un seul compte, et les informations fournies doivent être exactes et vous concerner.</p>
<h2>2. Dépôts et retraits</h2>
<p>Les dépôts doivent provenir de moyens de paiement à votre nom. Avant le premier retrait, nous vérifions votre identité. Les retraits sont versés, si possible, sur le moyen utilisé pour le dépôt, et nous pouvons vous demander d'utiliser d'abord vos tours gratuits ou de remplir les conditions de mise d'un bonus.</p>
<h2>3. Bonus</h2>
<p>Chaque bonus a ses propres conditions de mise, affichées avant que vous l'acceptiez. Un seul bonus peut être actif à la fois ; les autres attendent dans une file. Vous pouvez annuler un bonus actif à tout moment, ce qui supprime le montant du bonus et ses gains.</p>
<h2>4. Jeux</h2>
<p>Les résultats sont déterminés par des générateurs de nombres aléatoires certifiés. En cas de dysfonctionnement d'un jeu, les mises concernées sont annulées et remboursées. Les règles de chaque jeu sont disponibles dans le jeu lui-même.</p>
<h2>5. Clôture et suspension des comptes</h2>
<p>Vous pouvez clôturer votre compte à tout moment. Nous pouvons suspendre un compte en cas de fraude, de comptes multiples ou de violation de ces conditions, et nous vous en donnerons la raison sauf si la loi l'interdit.</p>
<h2>6. Réclamations</h2>
<p>Adressez vos réclamations à support@fortuna.casino. Nous répondons sous 14 jours. Si la réponse ne vous satisfait pas, vous pouvez saisir le service indépendant de règlement des litiges désigné par notre régulateur.</p>`,
    },
  },
  blocks: {
    'vip-club': {
      title: 'Club VIP',
      description: 'Gestionnaire personnel, retraits plus rapides et récompenses sur mesure pour nos joueurs les plus fidèles.',
      body: `<p>Notre club VIP est accessible sur invitation. Les membres bénéficient d'un gestionnaire de compte personnel, de retraits traités en priorité, de limites plus élevées et de récompenses adaptées à leur façon de jouer.</p><p>Les invitations reposent sur le jeu à long terme, jamais sur les pertes. Les outils de jeu responsable restent accessibles à chaque membre VIP.</p>`,
    },
    'welcome-offer': {
      title: 'Offre de bienvenue',
      description: 'Un bonus sur votre premier dépôt, avec des conditions de mise claires.',
      body: `<p>Les nouveaux joueurs reçoivent un bonus de 100 % sur leur premier dépôt, jusqu'à 200 EUR, avec des conditions de mise de 35 fois le montant du bonus.</p><p>Le bonus est facultatif : vous pouvez le refuser dans la caisse. Toutes les conditions figurent dans nos <a href="@terms-and-conditions">conditions générales</a>.</p>`,
    },
    'payment-methods': {
      title: 'Moyens de paiement',
      description: 'Déposez et retirez par carte, virement bancaire et portefeuille électronique.',
      body: `<p>Déposez par carte bancaire, virement instantané ou portefeuille électronique. Les dépôts sont crédités immédiatement et nous ne facturons jamais de frais.</p><p>Les retraits sont examinés sous 24 heures puis versés sur le moyen utilisé pour le dépôt.</p>`,
    },
  },
  categories: {
    all: 'Tous les jeux',
    slots: 'Machines à sous',
    jackpot: 'Jackpots progressifs',
    livegames: 'Casino en direct',
    tablegames: 'Jeux de table',
    'video-pokers': 'Vidéo poker',
    'instant-win': 'Gains instantanés',
  },
  banners: {
    welcome: { title: 'Bienvenue chez Fortuna', text: 'Bonus de 100 % sur votre premier dépôt, jusqu’à 200 EUR.', cta: 'S’inscrire' },
    tournaments: { title: 'Tournois hebdomadaires', text: 'Grimpez au classement et partagez la cagnotte.', cta: 'Voir les tournois' },
  },
  seo: {
    home: {
      title: 'Fortuna Casino : machines à sous, casino en direct et tournois',
      description:
        'Jouez aux machines à sous, jeux de table et casino en direct chez Fortuna, un casino en ligne sous licence aux jeux équitables et vérifiables.',
    },
    promo: { title: 'Promotions | Fortuna Casino', description: 'Bonus, tours gratuits et cashback chez Fortuna Casino.' },
    tournaments: { title: 'Tournois | Fortuna Casino', description: 'Participez aux tournois de machines à sous et visez la cagnotte.' },
    'sign-up': { title: 'Inscription | Fortuna Casino', description: 'Ouvrez votre compte Fortuna Casino en une minute.' },
    fairness: {
      title: 'Jeux à équité prouvable | Fortuna Casino',
      description: 'Vérifiez chaque tour de nos jeux avec la graine du serveur, la graine client et le nonce.',
    },
    contribution: {
      title: 'Contribution des jeux | Fortuna Casino',
      description: 'La part de chaque jeu dans les conditions de mise des bonus.',
    },
    'games-category': {
      title: 'Jeux de casino | Fortuna Casino',
      description: 'Machines à sous, jackpots, jeux en direct et de table par catégorie et fournisseur.',
    },
  },
};
