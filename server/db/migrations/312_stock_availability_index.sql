-- A model page's availability (server/stock/availability.ts) reads the model's vehicles that
-- are free or on their way. vehicles_kind finds every vehicle of the model, delivered ones
-- too, which are most of them after a year; this index holds only the ones the page counts,
-- with the columns it reads, so the read stays small as delivered stock piles up.
CREATE INDEX vehicles_available ON vehicles (model_id) INCLUDE (variant, colour, showroom_id, status, expected_on)
  WHERE status IN ('in-stock', 'pdi-done', 'in-transit');
