ALTER TABLE "order_attention" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "attention_data" jsonb;