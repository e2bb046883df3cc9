-- The dashboard funnel stored each lead's furthest step as a position (1 contacted ..
-- 4 delivered), so a step inserted into the registry would have relabelled every stored
-- lead. Leads now keep the ids of the steps they reached; a position n means the first n
-- of the steps as they were when positions were written.
ALTER TABLE leads ADD COLUMN funnel_reached text[] NOT NULL DEFAULT '{}';

UPDATE leads
SET funnel_reached = (ARRAY['contacted', 'testRide', 'booked', 'delivered'])[1:funnel_step]
WHERE funnel_step > 0;

ALTER TABLE leads DROP COLUMN funnel_step;
