CREATE TABLE "offer_access_lists" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"emails" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_access_lists" ADD CONSTRAINT "offer_access_lists_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;