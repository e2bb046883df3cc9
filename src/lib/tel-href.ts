/** A tel: link for a printed number: only digits and a leading + are dialled, whatever the spacing or punctuation. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
