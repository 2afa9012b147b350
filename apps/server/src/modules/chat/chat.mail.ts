import { DEFAULT_LOCALE, isLocale, type ContactCategory, type Locale } from '@fortuna/contracts';
import { escapeHtml } from '../../platform/html';

interface ContactTexts {
  subject: string;
  greeting: string;
  body: string;
  yourMessage: string;
  category: string;
  categories: Record<ContactCategory, string>;
  footer: string;
}

/** The confirmation a visitor gets after the contact form, in the language they wrote in. */
const TEXTS: Record<Locale, ContactTexts> = {
  en: {
    subject: 'We received your message',
    greeting: 'Hello {name},',
    body: 'thank you for contacting Fortuna support. We have received your message and will answer by email as soon as we can.',
    yourMessage: 'Your message',
    category: 'Topic',
    categories: {
      account: 'My account',
      payments: 'Payments',
      bonuses: 'Bonuses',
      games: 'Games',
      technical: 'Technical problem',
      other: 'Something else',
    },
    footer:
      'You receive this email because this address was entered in the contact form on Fortuna. If that was not you, you can ignore it.',
  },
  de: {
    subject: 'Wir haben deine Nachricht erhalten',
    greeting: 'Hallo {name},',
    body: 'danke, dass du den Fortuna-Support kontaktiert hast. Wir haben deine Nachricht erhalten und antworten dir so bald wie möglich per E-Mail.',
    yourMessage: 'Deine Nachricht',
    category: 'Thema',
    categories: {
      account: 'Mein Konto',
      payments: 'Zahlungen',
      bonuses: 'Boni',
      games: 'Spiele',
      technical: 'Technisches Problem',
      other: 'Etwas anderes',
    },
    footer:
      'Du erhältst diese E-Mail, weil diese Adresse im Kontaktformular von Fortuna eingegeben wurde. Wenn du das nicht warst, kannst du sie ignorieren.',
  },
  es: {
    subject: 'Hemos recibido tu mensaje',
    greeting: 'Hola {name}:',
    body: 'gracias por contactar con el soporte de Fortuna. Hemos recibido tu mensaje y te responderemos por correo electrónico lo antes posible.',
    yourMessage: 'Tu mensaje',
    category: 'Tema',
    categories: {
      account: 'Mi cuenta',
      payments: 'Pagos',
      bonuses: 'Bonos',
      games: 'Juegos',
      technical: 'Problema técnico',
      other: 'Otro asunto',
    },
    footer:
      'Recibes este correo porque esta dirección se introdujo en el formulario de contacto de Fortuna. Si no fuiste tú, puedes ignorarlo.',
  },
  fi: {
    subject: 'Olemme vastaanottaneet viestisi',
    greeting: 'Hei {name},',
    body: 'kiitos, että otit yhteyttä Fortunan asiakastukeen. Olemme vastaanottaneet viestisi ja vastaamme sähköpostitse niin pian kuin mahdollista.',
    yourMessage: 'Viestisi',
    category: 'Aihe',
    categories: {
      account: 'Tilini',
      payments: 'Maksut',
      bonuses: 'Bonukset',
      games: 'Pelit',
      technical: 'Tekninen ongelma',
      other: 'Jokin muu',
    },
    footer:
      'Saat tämän sähköpostin, koska tämä osoite syötettiin Fortunan yhteydenottolomakkeeseen. Jos se et ollut sinä, voit jättää viestin huomiotta.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    greeting: 'Bonjour {name},',
    body: "merci d'avoir contacté le support Fortuna. Nous avons bien reçu votre message et vous répondrons par e-mail dès que possible.",
    yourMessage: 'Votre message',
    category: 'Sujet',
    categories: {
      account: 'Mon compte',
      payments: 'Paiements',
      bonuses: 'Bonus',
      games: 'Jeux',
      technical: 'Problème technique',
      other: 'Autre chose',
    },
    footer:
      "Vous recevez cet e-mail car cette adresse a été saisie dans le formulaire de contact de Fortuna. Si ce n'était pas vous, vous pouvez l'ignorer.",
  },
  no: {
    subject: 'Vi har mottatt meldingen din',
    greeting: 'Hei {name},',
    body: 'takk for at du kontaktet Fortuna-kundestøtten. Vi har mottatt meldingen din og svarer deg på e-post så snart vi kan.',
    yourMessage: 'Meldingen din',
    category: 'Emne',
    categories: {
      account: 'Kontoen min',
      payments: 'Betalinger',
      bonuses: 'Bonuser',
      games: 'Spill',
      technical: 'Teknisk problem',
      other: 'Noe annet',
    },
    footer:
      'Du mottar denne e-posten fordi denne adressen ble skrevet inn i kontaktskjemaet hos Fortuna. Hvis det ikke var deg, kan du se bort fra den.',
  },
  pt: {
    subject: 'Recebemos a sua mensagem',
    greeting: 'Olá {name},',
    body: 'obrigado por contactar o suporte da Fortuna. Recebemos a sua mensagem e responderemos por e-mail o mais rapidamente possível.',
    yourMessage: 'A sua mensagem',
    category: 'Assunto',
    categories: {
      account: 'A minha conta',
      payments: 'Pagamentos',
      bonuses: 'Bónus',
      games: 'Jogos',
      technical: 'Problema técnico',
      other: 'Outro assunto',
    },
    footer:
      'Recebe este e-mail porque este endereço foi introduzido no formulário de contacto da Fortuna. Se não foi você, pode ignorá-lo.',
  },
  pl: {
    subject: 'Otrzymaliśmy Twoją wiadomość',
    greeting: 'Cześć {name},',
    body: 'dziękujemy za kontakt z obsługą klienta Fortuna. Otrzymaliśmy Twoją wiadomość i odpowiemy e-mailem najszybciej, jak to możliwe.',
    yourMessage: 'Twoja wiadomość',
    category: 'Temat',
    categories: {
      account: 'Moje konto',
      payments: 'Płatności',
      bonuses: 'Bonusy',
      games: 'Gry',
      technical: 'Problem techniczny',
      other: 'Coś innego',
    },
    footer:
      'Otrzymujesz tę wiadomość, ponieważ ten adres został wpisany w formularzu kontaktowym Fortuna. Jeśli to nie Ty, możesz ją zignorować.',
  },
  ro: {
    subject: 'Am primit mesajul tău',
    greeting: 'Salut {name},',
    body: 'îți mulțumim că ai contactat asistența Fortuna. Am primit mesajul tău și îți vom răspunde prin e-mail cât mai curând posibil.',
    yourMessage: 'Mesajul tău',
    category: 'Subiect',
    categories: {
      account: 'Contul meu',
      payments: 'Plăți',
      bonuses: 'Bonusuri',
      games: 'Jocuri',
      technical: 'Problemă tehnică',
      other: 'Altceva',
    },
    footer:
      'Primești acest e-mail pentru că această adresă a fost introdusă în formularul de contact Fortuna. Dacă nu ai fost tu, îl poți ignora.',
  },
};

/**
 * The visitor's confirmation: their own words quoted back, every one of them escaped in the HTML
 * (the text version is plain text); the subject is ours alone, so nothing the visitor typed can
 * reach a mail header.
 */
export function renderContactConfirmation(input: { locale: string; name: string; category: ContactCategory; message: string }) {
  const locale: Locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
  const t = TEXTS[locale];
  const greeting = t.greeting.replace('{name}', input.name);
  const topic = t.categories[input.category];
  const text = `${greeting}\n\n${t.body}\n\n${t.category}: ${topic}\n${t.yourMessage}:\n${input.message}\n\n--\n${t.footer}\n`;
  const quoted = escapeHtml(input.message).replace(/\r?\n/g, '<br>');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;background:#0b0f1a;color:#e2e8f0;padding:24px">
<h1 style="color:#f5c542">Fortuna</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.body)}</p>
<p><strong>${escapeHtml(t.category)}:</strong> ${escapeHtml(topic)}</p>
<p><strong>${escapeHtml(t.yourMessage)}:</strong></p><blockquote style="border-left:3px solid #334155;margin:0;padding-left:12px;color:#cbd5e1">${quoted}</blockquote>
<hr style="border-color:#334155"><p style="color:#94a3b8;font-size:12px">${escapeHtml(t.footer)}</p></body></html>`;
  return { subject: t.subject, text, html };
}
