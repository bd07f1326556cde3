CREATE TABLE "list_counts" (
	"list" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL
);
