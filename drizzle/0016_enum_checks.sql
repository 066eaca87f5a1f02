ALTER TABLE "audition_registrations" ADD CONSTRAINT "audition_registrations_age_group" CHECK ("audition_registrations"."age_group" in ('12_and_under', '13_and_up'));--> statement-breakpoint
ALTER TABLE "checkout_events" ADD CONSTRAINT "checkout_events_kind" CHECK ("checkout_events"."kind" in ('initiate_checkout', 'order_created', 'payment_failed', 'purchase', 'hold_expired', 'late_payment_refunded'));--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_discount_type" CHECK ("discount_codes"."discount_type" in ('percentage', 'fixed'));--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_currency" CHECK ("discount_codes"."currency" in ('USD', 'GBP', 'CAD'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status" CHECK ("email_outbox"."status" in ('pending', 'sending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_kind" CHECK ("events"."kind" in ('intensive', 'masterclass', 'virtual'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_currency" CHECK ("events"."currency" in ('USD', 'GBP', 'CAD'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_currency" CHECK ("offers"."currency" in ('USD', 'GBP', 'CAD'));--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_kind" CHECK ("opportunities"."kind" in ('skeleton_crew', 'shadowing'));--> statement-breakpoint
ALTER TABLE "order_students" ADD CONSTRAINT "order_students_age_group" CHECK ("order_students"."age_group" in ('12_and_under', '13_and_up'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency" CHECK ("orders"."currency" in ('USD', 'GBP', 'CAD'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'paid', 'expired', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider" CHECK ("orders"."provider" in ('test', 'stripe'));--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_kind" CHECK ("submissions"."kind" in ('scholarship', 'talent', 'audition_video', 'demo_reel', 'opportunity'));--> statement-breakpoint
ALTER TABLE "tiers" ADD CONSTRAINT "tiers_billing" CHECK ("tiers"."billing" in ('one_time', 'monthly'));--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role" CHECK ("user_roles"."role" in ('admin'));--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_status" CHECK ("waitlist_offers"."status" in ('open', 'claimed', 'lapsed'));