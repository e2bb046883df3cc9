/**
 * What each channel says in Hindi until the dealer writes their own (Manage > Messages,
 * "Templates in Hindi"): sent to customers who filled the form in Hindi
 * (docs/notifications.md "Language"). The same events and placeholders as the English
 * ones (src/contract/messages.ts, which types them); the values put in them are Hindi too
 * (src/contract/message-words.ts), the dealer's own names and addresses as written.
 * WhatsApp sends the same approved template names in the Hindi language code; each Hindi
 * SMS is its own DLT template, registered with its own id.
 */
import { whatsappTemplateNames } from './whatsapp-template-names.ts';

const line = (...parts: string[]) => parts.join('\n');

export const defaultTemplatesHi = {
  email: {
    enquiry: {
      subject: 'आपकी पूछताछ हमें मिल गई है: संदर्भ संख्या {reference}',
      body: line('प्रिय {name},', '', '{what} के लिए धन्यवाद। हमारी टीम जल्द ही आपको फ़ोन करेगी।', '', 'संदर्भ संख्या: {reference}',
        'शोरूम: {where}', 'फ़ोन: {phone}', '', 'यहाँ देखें: {trackLink}', '', '{dealer}'),
    },
    booking: {
      subject: 'आपकी बुकिंग {reference}: {when}',
      body: line('प्रिय {name},', '', 'आपकी {what} बुक हो गई है।', '', 'कब: {when}', 'कहाँ: {where}', 'फ़ोन: {phone}', 'संदर्भ संख्या: {reference}', '',
        'देखें या बदलें: {trackLink}', '', '{dealer}'),
    },
    'booking-change': {
      subject: 'आपकी बुकिंग {reference} बदली है: {status}',
      body: line('प्रिय {name},', '', 'आपकी {what} में बदलाव हुआ है।', '', 'अब: {status}', 'कब: {when}', 'कहाँ: {where}', 'फ़ोन: {phone}',
        'संदर्भ संख्या: {reference}', '', 'यहाँ देखें: {trackLink}', '', '{dealer}'),
    },
    reminder: {
      subject: 'कल: आपकी {what}, {when}',
      body: line('प्रिय {name},', '', 'याद दिला दें: कल आपकी {what} है।', '', 'कब: {when}', 'कहाँ: {where}', 'फ़ोन: {phone}', 'संदर्भ संख्या: {reference}', '',
        'बदलने के लिए शोरूम को फ़ोन करें या यहाँ देखें: {trackLink}', '', '{dealer}'),
    },
    // {what}: 'HR 26 AB 1111 की अगली सर्विस'; "की तारीख" reads the same whatever falls due.
    'service-due': {
      subject: '{what} की तारीख: {when}',
      body: line('प्रिय {name},', '', '{what} की तारीख: {when}।', '', 'आने का समय तय करने के लिए फ़ोन करें: {phone}', 'कहाँ: {where}', '',
        'आपकी सर्विस हिस्ट्री: {trackLink}', '', '{dealer}'),
    },
    'job-approval': {
      subject: '{registration}: {items} आपकी मंज़ूरी का इंतज़ार कर रहे हैं ({reference})',
      body: line('प्रिय {name},', '', 'वर्कशॉप को आपके वाहन {registration} में और काम मिला है।', '',
        'आपकी मंज़ूरी के लिए: {items}, GST सहित {total}', 'जॉब कार्ड: {reference}', '',
        'हर काम देखें और यहाँ मंज़ूर या नामंज़ूर करें: {trackLink}', '', 'कोई सवाल? {where}: {phone}', '', '{dealer}'),
    },
    'job-ready': {
      subject: 'आपका वाहन {registration} तैयार है ({reference})',
      body: line('प्रिय {name},', '', 'आपका वाहन {registration} ले जाने के लिए तैयार है।', '', 'जॉब कार्ड: {reference}', 'कहाँ: {where}', 'फ़ोन: {phone}',
        'खुला: {hours}', '', 'जॉब कार्ड यहाँ देखें: {trackLink}', '', '{dealer}'),
    },
    'vehicle-allotted': {
      subject: 'आपकी {what} तय हो गई: चेसिस नंबर के आख़िरी अंक {chassis} ({reference})',
      body: line('प्रिय {name},', '', 'आपकी बुकिंग के लिए गाड़ी तय हो गई है: {what}, चेसिस नंबर के आख़िरी अंक {chassis}।', '', 'बुकिंग: {reference}',
        'शोरूम: {where}', 'फ़ोन: {phone}', '', 'डिलीवरी तक हर कदम यहाँ देखें: {trackLink}', '', '{dealer}'),
    },
    'vehicle-insurance': {
      subject: 'आपकी {what} का बीमा हो गया ({reference})',
      body: line('प्रिय {name},', '', 'आपकी {what} का बीमा हो गया है।', '', 'बुकिंग: {reference}', 'शोरूम: {where}', 'फ़ोन: {phone}', '',
        'डिलीवरी तक हर कदम यहाँ देखें: {trackLink}', '', '{dealer}'),
    },
    'vehicle-registration': {
      subject: 'आपकी {what} का रजिस्ट्रेशन हो गया: {registration} ({reference})',
      body: line('प्रिय {name},', '', 'आपकी {what} का रजिस्ट्रेशन हो गया है। नंबर: {registration}', '', 'बुकिंग: {reference}', 'शोरूम: {where}',
        'फ़ोन: {phone}', '', 'डिलीवरी तक हर कदम यहाँ देखें: {trackLink}', '', '{dealer}'),
    },
    'vehicle-ready': {
      subject: 'आपकी {what} डिलीवरी के लिए तैयार है ({reference})',
      body: line('प्रिय {name},', '', 'आपकी {what} डिलीवरी के लिए तैयार है। गाड़ी लेने का दिन तय करने के लिए शोरूम को फ़ोन करें।', '',
        'बुकिंग: {reference}', 'शोरूम: {where}', 'फ़ोन: {phone}', '', 'आपकी बुकिंग: {trackLink}', '', '{dealer}'),
    },
    'vehicle-delivered': {
      subject: 'डिलीवर हुई: आपकी {what} ({reference})',
      body: line('प्रिय {name},', '', 'आपकी {what} {when} को डिलीवर हुई। सफ़र मंगलमय हो!', '', 'बुकिंग: {reference}', 'शोरूम: {where}',
        'फ़ोन: {phone}', '', 'आपकी बुकिंग: {trackLink}', '', '{dealer}'),
    },
    'vehicle-cancelled': {
      subject: 'आपकी बुकिंग {reference} रद्द हो गई',
      body: line('प्रिय {name},', '', '{what} की आपकी बुकिंग {when} को रद्द हो गई।', '', 'बुकिंग: {reference}', 'शोरूम: {where}',
        'फ़ोन: {phone}', '', 'आपकी बुकिंग: {trackLink}', '', '{dealer}'),
    },
  },
  whatsapp: whatsappTemplateNames,
  sms: {
    enquiry: { dltTemplateId: '', text: 'प्रिय {name}, आपकी पूछताछ हमें मिल गई है, संदर्भ {reference}। देखें: {trackLink} - {dealer}' },
    booking: { dltTemplateId: '', text: 'प्रिय {name}, आपकी {what} {when} के लिए बुक है, {where}। फ़ोन {phone}। संदर्भ {reference}। {trackLink} - {dealer}' },
    'booking-change': { dltTemplateId: '', text: 'प्रिय {name}, आपकी बुकिंग {reference}: {status}, {when}। {trackLink} - {dealer}' },
    reminder: { dltTemplateId: '', text: 'याद दिला दें: कल आपकी {what} है, {when}, {where}। फ़ोन {phone}। संदर्भ {reference} - {dealer}' },
    'service-due': { dltTemplateId: '', text: 'प्रिय {name}, {what} की तारीख: {when}। समय तय करने के लिए {phone} पर फ़ोन करें - {dealer}' },
    'job-approval': { dltTemplateId: '', text: 'आपका वाहन {registration}: {items}, GST सहित {total}, आपकी मंज़ूरी का इंतज़ार। जॉब कार्ड {reference}: {trackLink} - {dealer}' },
    'job-ready': { dltTemplateId: '', text: 'आपका वाहन {registration} {where} पर तैयार है। खुला {hours}। फ़ोन {phone}। जॉब कार्ड {reference} - {dealer}' },
    'vehicle-allotted': { dltTemplateId: '', text: 'प्रिय {name}, आपकी {what} तय हो गई: चेसिस नंबर के आख़िरी अंक {chassis}। बुकिंग {reference}। {trackLink} - {dealer}' },
    'vehicle-insurance': { dltTemplateId: '', text: 'प्रिय {name}, आपकी {what} का बीमा हो गया। बुकिंग {reference}। {trackLink} - {dealer}' },
    'vehicle-registration': { dltTemplateId: '', text: 'प्रिय {name}, आपकी {what} का रजिस्ट्रेशन हो गया: {registration}। बुकिंग {reference}। {trackLink} - {dealer}' },
    'vehicle-ready': { dltTemplateId: '', text: 'प्रिय {name}, आपकी {what} {where} पर डिलीवरी के लिए तैयार है। फ़ोन {phone}। बुकिंग {reference} - {dealer}' },
    'vehicle-delivered': { dltTemplateId: '', text: 'प्रिय {name}, आपकी {what} {when} को डिलीवर हुई। बुकिंग {reference}। सफ़र मंगलमय हो! - {dealer}' },
    'vehicle-cancelled': { dltTemplateId: '', text: 'प्रिय {name}, {what} की आपकी बुकिंग {reference} {when} को रद्द हो गई। फ़ोन {phone} - {dealer}' },
  },
};
