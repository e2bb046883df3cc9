-- A booking's reference past BK-999999: lpad cuts a longer text to its length, so from the
-- millionth booking on the reference would have been the id's first six digits, the same as
-- an earlier booking's. Six digits stay six (BK-000123); a longer id is written whole
-- (BK-1234567). Nothing refers to the column, so it is made again from the id.
ALTER TABLE bookings DROP COLUMN reference;
ALTER TABLE bookings ADD COLUMN reference text
  GENERATED ALWAYS AS ('BK-' || CASE WHEN id < 1000000 THEN lpad(id::text, 6, '0') ELSE id::text END) STORED;
