CREATE TABLE "card_counts" (
	"category_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"issue_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"cards" integer NOT NULL,
	CONSTRAINT "card_counts_pkey" PRIMARY KEY("category_id","status","issue_date","valid_until")
);
--> statement-breakpoint
CREATE INDEX "card_scans_scanned_at_result_idx" ON "card_scans" USING btree ("scanned_at","result");
--> statement-breakpoint
-- card_counts follows every write to cards (docs/performance.md "Dashboard"): inserts and deletes
-- through their transition tables, one grouped statement however many rows; updates per row, only
-- when a counted column or whether the card is deleted changed. Deleted cards are in no count.
CREATE FUNCTION card_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO card_counts AS c (category_id, status, issue_date, valid_until, cards)
    SELECT category_id, status, issue_date, valid_until, count(*) FROM card_counts_new WHERE deleted_at IS NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, status, issue_date, valid_until) DO UPDATE SET cards = c.cards + excluded.cards;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO card_counts AS c (category_id, status, issue_date, valid_until, cards)
    SELECT category_id, status, issue_date, valid_until, -count(*) FROM card_counts_old WHERE deleted_at IS NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, status, issue_date, valid_until) DO UPDATE SET cards = c.cards + excluded.cards;
  ELSE
    IF OLD.deleted_at IS NULL THEN
      INSERT INTO card_counts AS c (category_id, status, issue_date, valid_until, cards)
      VALUES (OLD.category_id, OLD.status, OLD.issue_date, OLD.valid_until, -1)
      ON CONFLICT (category_id, status, issue_date, valid_until) DO UPDATE SET cards = c.cards - 1;
    END IF;
    IF NEW.deleted_at IS NULL THEN
      INSERT INTO card_counts AS c (category_id, status, issue_date, valid_until, cards)
      VALUES (NEW.category_id, NEW.status, NEW.issue_date, NEW.valid_until, 1)
      ON CONFLICT (category_id, status, issue_date, valid_until) DO UPDATE SET cards = c.cards + 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER card_counts_insert AFTER INSERT ON cards REFERENCING NEW TABLE AS card_counts_new FOR EACH STATEMENT EXECUTE FUNCTION card_counts_follow();
--> statement-breakpoint
CREATE TRIGGER card_counts_delete AFTER DELETE ON cards REFERENCING OLD TABLE AS card_counts_old FOR EACH STATEMENT EXECUTE FUNCTION card_counts_follow();
--> statement-breakpoint
CREATE TRIGGER card_counts_update AFTER UPDATE OF category_id, status, issue_date, valid_until, deleted_at ON cards FOR EACH ROW
WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.status IS DISTINCT FROM NEW.status OR OLD.issue_date IS DISTINCT FROM NEW.issue_date
      OR OLD.valid_until IS DISTINCT FROM NEW.valid_until OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
EXECUTE FUNCTION card_counts_follow();
--> statement-breakpoint
INSERT INTO card_counts (category_id, status, issue_date, valid_until, cards)
SELECT category_id, status, issue_date, valid_until, count(*) FROM cards WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4;
