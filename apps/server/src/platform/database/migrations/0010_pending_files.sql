CREATE TABLE "pending_files" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
