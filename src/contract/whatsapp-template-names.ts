/**
 * The WhatsApp templates the dealer has approved with Meta, one per event. A Hindi message
 * sends the same names in the Hindi language code (docs/notifications.md "Language"), so
 * both languages start from these.
 */
export const whatsappTemplateNames = {
  enquiry: { templateName: 'enquiry_received' },
  booking: { templateName: 'booking_confirmed' },
  'booking-change': { templateName: 'booking_changed' },
  reminder: { templateName: 'booking_reminder' },
  'service-due': { templateName: 'service_due' },
  'job-approval': { templateName: 'workshop_approval_needed' },
  'job-ready': { templateName: 'workshop_vehicle_ready' },
  'vehicle-allotted': { templateName: 'vehicle_allotted' },
  'vehicle-insurance': { templateName: 'vehicle_insurance_done' },
  'vehicle-registration': { templateName: 'vehicle_registered' },
  'vehicle-ready': { templateName: 'vehicle_ready_for_delivery' },
  'vehicle-delivered': { templateName: 'vehicle_delivered' },
  'vehicle-cancelled': { templateName: 'vehicle_booking_cancelled' },
};
