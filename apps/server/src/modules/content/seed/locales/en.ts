import type { LocaleSeed } from '../types';

export const en: LocaleSeed = {
  pages: {
    'about-us': {
      title: 'About us',
      description: 'Who runs Fortuna Casino, how we are licensed and what we promise our players.',
      body: `<p>Fortuna Casino is an online casino run by Fortuna Entertainment Ltd. We offer slots, table games, live dealer games and instant-win games from an in-house game studio and from independent studios, with tournaments and promotions every week.</p>
<h2>Licensed and regulated</h2>
<p>Fortuna Entertainment Ltd. holds a remote gaming licence and operates under the supervision of its regulator. Every game is tested for fairness, player funds are kept separate from company funds, and our licence details are shown in the footer of every page.</p>
<h2>Fair play you can check</h2>
<p>Every game outcome comes from a certified random number generator. For our own games you can verify each round yourself on the <a href="@fairness">fairness page</a> with the server seed, your client seed and the round number.</p>
<h2>Safe and responsible</h2>
<ul><li>Only adults aged 18 or over may play.</li><li>Deposit limits, reality checks, time-outs and self-exclusion are available in your account at any time.</li><li>We verify the identity of every player before the first withdrawal.</li></ul>
<h2>Contact</h2>
<p>Our support team answers in English, German, Spanish, Finnish, French, Norwegian, Portuguese, Polish and Romanian, every day from 08:00 to 24:00 CET, by live chat or at support@fortuna.casino.</p>`,
    },
    'cookie-policy': {
      title: 'Cookie policy',
      description: 'Which cookies Fortuna Casino uses, why, and how you can control them.',
      body: `<p>This policy explains which cookies and similar technologies Fortuna Casino uses and how you can manage them. A cookie is a small text file that a website stores in your browser.</p>
<h2>Strictly necessary cookies</h2>
<p>These cookies keep you signed in, remember your language, protect forms against abuse and keep your session secure. The site cannot work without them, so they cannot be switched off.</p>
<ul><li><strong>fortuna_session</strong>: keeps you signed in while you play (expires when you log out).</li><li><strong>locale</strong>: remembers the language you chose (one year).</li><li><strong>fortuna_ref</strong>: remembers which partner sent you to us, so the partner can be credited when you register (one month).</li></ul>
<h2>Performance cookies</h2>
<p>With your consent we measure how the site is used, for example which pages load slowly, so we can improve it. The data is aggregated and never used to identify you.</p>
<h2>Managing cookies</h2>
<p>You can delete or block cookies in your browser settings at any time. If you block strictly necessary cookies, you will not be able to sign in or play for real money.</p>
<h2>Changes</h2>
<p>We update this policy when we change the cookies we use. The date of the last update is shown at the bottom of this page.</p>`,
    },
    'privacy-notice': {
      title: 'Privacy notice',
      description: 'How Fortuna Casino collects, uses and protects your personal data.',
      body: `<p>Fortuna Entertainment Ltd. is the controller of the personal data you give us when you use Fortuna Casino. We process your data in line with the General Data Protection Regulation (GDPR).</p>
<h2>Data we collect</h2>
<ul><li>Account data: nickname, email address, password (stored only as a secure hash), currency and language.</li><li>Identity data: name, date of birth, address and identity documents, required by law before withdrawals.</li><li>Transaction and game data: deposits, withdrawals, bets, wins and bonuses.</li><li>Technical data: IP address, device and browser, used for security and fraud prevention.</li></ul>
<h2>Why we use it</h2>
<p>We use your data to run your account, to meet our legal duties (age and identity checks, anti-money-laundering rules, responsible gaming), to keep the site secure and, only if you agree, to send you promotions.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your data, correct it, restrict or object to its use, or ask for it to be deleted where the law allows. Requests made from your profile are answered within one month.</p>
<h2>Keeping and sharing data</h2>
<p>We keep account and transaction records for as long as the law requires, usually five years after the account is closed. We share data only with payment providers, identity verification services and authorities when the law obliges us.</p>`,
    },
    'responsible-gaming': {
      title: 'Responsible gaming',
      description: 'Tools and advice to keep gambling fun: limits, reality checks, time-outs and self-exclusion.',
      body: `<p>Gambling should be entertainment, never a way to make money or to escape problems. Fortuna Casino gives you tools to stay in control, and our team is trained to help.</p>
<h2>Tools in your account</h2>
<ul><li><strong>Deposit limit</strong>: daily, weekly or monthly. A lower limit applies at once; raising or removing it takes 24 hours.</li><li><strong>Reality check</strong>: a reminder every 15, 30, 45 or 60 minutes showing how long you have played, your bets and your wins.</li><li><strong>Time-out</strong>: a break of 24 hours or 7 days.</li><li><strong>Self-exclusion</strong>: 1, 2 or 3 months, or indefinitely.</li></ul>
<p>You can set all of these on the <a href="@player-exclusion">limits page</a>.</p>
<h2>Warning signs</h2>
<p>Take a break if you spend more than you planned, chase losses, borrow money to play, or feel anxious when you are not playing.</p>
<h2>Getting help</h2>
<p>Free and confidential help is available from organisations such as GamCare, Gamblers Anonymous and BeGambleAware. Our support team can also close your account immediately on request.</p>
<h2>Protecting minors</h2>
<p>No one under 18 may open an account. We verify the age of every player, and we recommend parental-control software on shared devices.</p>`,
    },
    'terms-and-conditions': {
      title: 'Terms and conditions',
      description: 'The rules that apply to your Fortuna Casino account, deposits, withdrawals, bonuses and games.',
      body: `<p>These terms form the agreement between you and Fortuna Entertainment Ltd. By opening an account you accept them. Please read them carefully.</p>
<h2>1. Your account</h2>
<p>You must be at least 18 years old and legally allowed to gamble where you live. You may hold only one account, and the details you give must be true and your own.</p>
<h2>2. Deposits and withdrawals</h2>
<p>Deposits must come from payment methods in your own name. Before the first withdrawal we verify your identity. Withdrawals are paid to the method used for deposit where possible, and we may ask you to use free spins or complete bonus wagering first.</p>
<h2>3. Bonuses</h2>
<p>Each bonus has its own wagering requirement, shown before you accept it. Only one bonus can be active at a time; others wait in a queue. You may cancel an active bonus at any time, which removes the bonus amount and its winnings.</p>
<h2>4. Games</h2>
<p>Game results are decided by certified random number generators. If a game malfunctions, the affected bets are voided and refunded. The rules of each game are available inside the game.</p>
<h2>5. Closing and suspending accounts</h2>
<p>You may close your account at any time. We may suspend an account in case of fraud, multiple accounts or a breach of these terms, and we will tell you why unless the law forbids it.</p>
<h2>6. Complaints</h2>
<p>Send complaints to support@fortuna.casino. We answer within 14 days. If you are not satisfied, you may refer the complaint to the independent dispute resolution service named by our regulator.</p>`,
    },
  },
  blocks: {
    'vip-club': {
      title: 'VIP club',
      description: 'Personal manager, faster withdrawals and tailored rewards for our most loyal players.',
      body: `<p>Our VIP club is by invitation. Members get a personal account manager, withdrawals handled with priority, higher limits and rewards chosen for the way they play.</p><p>Invitations are based on long-term play, never on losses. Responsible gaming tools stay available to every VIP member.</p>`,
    },
    'welcome-offer': {
      title: 'Welcome offer',
      description: 'A bonus on your first deposit, with clear wagering terms.',
      body: `<p>New players receive a 100% bonus on their first deposit, up to 200 EUR, with a wagering requirement of 35 times the bonus amount.</p><p>The bonus is optional: you can decline it in the cashier. Full conditions are in our <a href="@terms-and-conditions">terms and conditions</a>.</p>`,
    },
    'payment-methods': {
      title: 'Payment methods',
      description: 'Deposit and withdraw with cards, bank transfers and e-wallets.',
      body: `<p>Deposit with bank cards, instant bank transfers and popular e-wallets. Deposits are credited instantly and we never charge fees for them.</p><p>Withdrawals are reviewed within 24 hours and then paid to the method you deposited with.</p>`,
    },
  },
  categories: {
    all: 'All games',
    slots: 'Slots',
    jackpot: 'Jackpots',
    livegames: 'Live casino',
    tablegames: 'Table games',
    'video-pokers': 'Video poker',
    'instant-win': 'Instant win',
  },
  banners: {
    welcome: { title: 'Welcome to Fortuna', text: '100% bonus on your first deposit, up to 200 EUR.', cta: 'Sign up' },
    tournaments: { title: 'Weekly tournaments', text: 'Climb the leaderboard and share the prize pool.', cta: 'See tournaments' },
  },
  seo: {
    home: {
      title: 'Fortuna Casino: slots, live casino and tournaments',
      description: 'Play slots, table games and live casino at Fortuna, a licensed online casino with fair, verifiable games.',
    },
    promo: { title: 'Promotions | Fortuna Casino', description: 'Bonuses, free spins and cashback at Fortuna Casino.' },
    tournaments: { title: 'Tournaments | Fortuna Casino', description: 'Join slot tournaments and compete for prize pools.' },
    'sign-up': { title: 'Sign up | Fortuna Casino', description: 'Open your Fortuna Casino account in a minute.' },
    fairness: {
      title: 'Provably fair games | Fortuna Casino',
      description: 'Check every round of our games with the server seed, client seed and nonce.',
    },
    contribution: { title: 'Game contribution | Fortuna Casino', description: 'How much each game counts towards bonus wagering.' },
    'games-category': {
      title: 'Casino games | Fortuna Casino',
      description: 'Browse slots, jackpots, live and table games by category and provider.',
    },
  },
};
