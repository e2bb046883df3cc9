-- A labour operation's version (docs/workshop.md "Labour list"): the price lists screen
-- sends the version it showed with each change and each retiring, and the server refuses a
-- version someone else has moved past (409, naming the rate it holds now) instead of
-- silently overwriting another Manager's rate. The route bumps it in the same UPDATE;
-- adding a new operation starts it at 1.
ALTER TABLE labour_list ADD COLUMN version integer NOT NULL DEFAULT 1;
