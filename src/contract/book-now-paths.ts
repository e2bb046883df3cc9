/** "Book now"'s paths (docs/payments.md "Book now"), without zod: a model's page reads its options on the first screen. */
export const bookNowPaths = {
  /** Public: GET ?model=<id>: the model's booking amount, variants, colours and refund rules. */
  options: '/api/stock/booking-options',
  /** Public: POST a booking, with an Idempotency-Key (a UUID made once per form). */
  bookings: '/api/stock/bookings',
} as const;
