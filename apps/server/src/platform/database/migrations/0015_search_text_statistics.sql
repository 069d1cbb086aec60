-- The card list's word search asks the planner how many cards match before it chooses how to read
-- them (docs/performance.md "Cards list"): for a common word it walks the list's order,
-- for a rare one it reads the matches and sorts them. PostgreSQL estimates `search_text ILIKE
-- '%word%'` from the column's histogram; with the default 100 entries a word in one card of 40
-- ("patel", 25,000 of a million cards) was estimated at 99 in two of seven ANALYZE samples of the
-- same cards (PGlite and PostgreSQL; the others 9,983–60,036), and at 99 the search read and sorted
-- all 25,000 matches (424 ms on PGlite). With 1,000 entries eight samples gave 19,820–31,718.
-- ANALYZE of a million cards takes ~6 s instead of ~1 s (autovacuum runs it on PostgreSQL).
ALTER TABLE "cards" ALTER COLUMN "search_text" SET STATISTICS 1000;
