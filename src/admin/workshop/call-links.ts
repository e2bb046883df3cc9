/**
 * The call list's links to the customer: dialled as an Indian number (+91), and WhatsApp's
 * chat, which takes the number with the country code and no '+' (wa.me).
 */
const tenDigits = (mobile: string) => mobile.replace(/\D/g, '').slice(-10);

export const callHref = (mobile: string): string => `tel:+91${tenDigits(mobile)}`;
export const whatsappChatHref = (mobile: string): string => `https://wa.me/91${tenDigits(mobile)}`;
