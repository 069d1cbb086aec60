-- The kept counts are made again from the cards below: a key column cannot be added to kept rows without a value.
DELETE FROM "card_counts";--> statement-breakpoint
ALTER TABLE "card_counts" ADD COLUMN "center_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "card_counts" DROP CONSTRAINT "card_counts_pkey";
--> statement-breakpoint
ALTER TABLE "card_counts" ADD CONSTRAINT "card_counts_pkey" PRIMARY KEY("category_id","center_id","status","issue_date","valid_until");
--> statement-breakpoint
-- card_counts keeps each card's center too, so a card list filtered by center reads its exact total
-- there (docs/api.md "Conventions"): the triggers follow center_id, and the counts are made again
-- from the cards (emptied above: a key column without a value cannot be added to kept rows).
CREATE OR REPLACE FUNCTION card_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO card_counts AS c (category_id, center_id, status, issue_date, valid_until, cards)
    SELECT category_id, center_id, status, issue_date, valid_until, count(*) FROM card_counts_new WHERE deleted_at IS NULL
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (category_id, center_id, status, issue_date, valid_until) DO UPDATE SET cards = c.cards + excluded.cards;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO card_counts AS c (category_id, center_id, status, issue_date, valid_until, cards)
    SELECT category_id, center_id, status, issue_date, valid_until, -count(*) FROM card_counts_old WHERE deleted_at IS NULL
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (category_id, center_id, status, issue_date, valid_until) DO UPDATE SET cards = c.cards + excluded.cards;
  ELSE
    IF OLD.deleted_at IS NULL THEN
      INSERT INTO card_counts AS c (category_id, center_id, status, issue_date, valid_until, cards)
      VALUES (OLD.category_id, OLD.center_id, OLD.status, OLD.issue_date, OLD.valid_until, -1)
      ON CONFLICT (category_id, center_id, status, issue_date, valid_until) DO UPDATE SET cards = c.cards - 1;
    END IF;
    IF NEW.deleted_at IS NULL THEN
      INSERT INTO card_counts AS c (category_id, center_id, status, issue_date, valid_until, cards)
      VALUES (NEW.category_id, NEW.center_id, NEW.status, NEW.issue_date, NEW.valid_until, 1)
      ON CONFLICT (category_id, center_id, status, issue_date, valid_until) DO UPDATE SET cards = c.cards + 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER card_counts_update ON cards;
--> statement-breakpoint
CREATE TRIGGER card_counts_update AFTER UPDATE OF category_id, center_id, status, issue_date, valid_until, deleted_at ON cards FOR EACH ROW
WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.center_id IS DISTINCT FROM NEW.center_id OR OLD.status IS DISTINCT FROM NEW.status
      OR OLD.issue_date IS DISTINCT FROM NEW.issue_date OR OLD.valid_until IS DISTINCT FROM NEW.valid_until OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
EXECUTE FUNCTION card_counts_follow();
--> statement-breakpoint
INSERT INTO card_counts (category_id, center_id, status, issue_date, valid_until, cards)
SELECT category_id, center_id, status, issue_date, valid_until, count(*) FROM cards WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- The planner learns the new counts now (PGlite runs no autovacuum; docs/performance.md "Cards list").
ANALYZE "card_counts";
