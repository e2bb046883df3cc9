-- Labour operations are retired, never deleted (docs/workshop.md "Labour list"): estimate
-- lines keep the code, name and rate they were added with, and a retired operation is not
-- offered for a new line. Null: in use.
ALTER TABLE labour_list ADD COLUMN retired_at timestamptz;
