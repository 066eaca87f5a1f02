-- Issue 36, reconciliation: a flagged ledger row is resolved by the team (or by the system, when a
-- payment that bought nothing was refunded at once) with a note, one resolution per row, kept beside
-- the append-only ledger row instead of changing it. A new flag reason, payment_not_applied: a late
-- order payment or an upgrade payment that could not be applied, and its refund.
CREATE TABLE "ledger_flag_resolutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ledger_entry_id" bigint NOT NULL,
	"resolved_by_user_id" text,
	"resolved_by" text NOT NULL,
	"note" text NOT NULL,
	"resolved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_flag_resolutions_ledgerEntryId_unique" UNIQUE("ledger_entry_id"),
	CONSTRAINT "ledger_flag_resolutions_note" CHECK (length(btrim("ledger_flag_resolutions"."note")) > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_flag_reason";--> statement-breakpoint
ALTER TABLE "ledger_flag_resolutions" ADD CONSTRAINT "ledger_flag_resolutions_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_flag_resolutions" ADD CONSTRAINT "ledger_flag_resolutions_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_flag_reason" CHECK ("ledger_entries"."flag_reason" in ('exceeds_remaining', 'currency_mismatch', 'unknown_reference', 'provider_difference', 'payment_not_applied'));