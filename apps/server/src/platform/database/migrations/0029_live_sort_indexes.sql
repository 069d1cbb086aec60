DROP INDEX "cards_issue_date_idx";--> statement-breakpoint
DROP INDEX "cards_valid_until_idx";--> statement-breakpoint
DROP INDEX "cards_created_at_idx";--> statement-breakpoint
DROP INDEX "cards_name_idx";--> statement-breakpoint
CREATE INDEX "cards_live_issue_date_idx" ON "cards" USING btree ("issue_date","id") WHERE "cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cards_live_valid_until_idx" ON "cards" USING btree ("valid_until","id") WHERE "cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cards_live_created_at_idx" ON "cards" USING btree ("created_at","id") WHERE "cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cards_live_card_number_idx" ON "cards" USING btree ("card_number","id") WHERE "cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cards_live_name_idx" ON "cards" USING btree (lower("first_name" || ' ' || "last_name"),"id","first_name","last_name") WHERE "cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cards_deleted_name_idx" ON "cards" USING btree (lower("first_name" || ' ' || "last_name"),"id") WHERE "cards"."deleted_at" is not null;