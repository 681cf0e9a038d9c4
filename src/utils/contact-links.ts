// Links that start a message to the company, on every page (the floating buttons, the error page)
// and in the enquiry form's fallback. Apart from the form's rules (enquiry.ts), so a page that only
// links to WhatsApp does not carry the form's fields in its script.

export const whatsappLink = (number: string, text: string) => `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

export const mailtoLink = (email: string, subject: string, body: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
