CREATE TABLE "device_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"browser" text,
	"system" text,
	"network" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_sessions" ADD CONSTRAINT "device_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_sessions_user_id_idx" ON "device_sessions" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: the sign-ins alive before this migration get a row (device unknown until their
-- next request), so that every live session is listed and can be signed out.
INSERT INTO device_sessions (id, user_id, created_at, last_active_at)
  SELECT family_id, user_id, min(created_at), max(created_at) FROM refresh_tokens
  GROUP BY family_id, user_id
  HAVING bool_or(revoked_at IS NULL AND expires_at > now())
  ON CONFLICT (id) DO NOTHING;
