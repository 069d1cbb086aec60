-- An application and the card issued from it are linked once, by the application's card_id
-- (docs/domain.md "Web applications"). A link kept only by the card's application_id moves to the
-- application first, unless the application already names a card or another application names this one.
UPDATE "applications" SET "card_id" = "cards"."id"
FROM "cards"
WHERE "cards"."application_id" = "applications"."id"
  AND "applications"."card_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "applications" AS "other" WHERE "other"."card_id" = "cards"."id");
--> statement-breakpoint
ALTER TABLE "cards" DROP CONSTRAINT "cards_application_id_applications_id_fk";
--> statement-breakpoint
DROP INDEX "cards_application_id_idx";--> statement-breakpoint
ALTER TABLE "cards" DROP COLUMN "application_id";