import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatFrame } from './ChatFrame';
import { ContactForm } from './ContactForm';

/** What a visitor (signed out) gets in the chat's place: the same corner button, opening the contact form. */
export function ContactWidget() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  return (
    <ChatFrame open={open} onOpenChange={setOpen} title={t('contact.title')} panelTestId="contact-panel" tall>
      <ContactForm />
    </ChatFrame>
  );
}
