ALTER TABLE "admin_users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "locked_until";