ALTER TABLE "card_signing_keys" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_signing_keys" ADD COLUMN "revoke_reason" varchar(500);