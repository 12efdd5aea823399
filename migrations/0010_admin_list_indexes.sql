DROP INDEX "contact_inquiries_type_idx";--> statement-breakpoint
CREATE INDEX "contact_inquiries_list_idx" ON "contact_inquiries" USING btree ("inquiry_type","archived","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_inquiries_status_idx" ON "contact_inquiries" USING btree ("inquiry_type","archived","status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_inquiries_name_idx" ON "contact_inquiries" USING btree ("inquiry_type","archived",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "orders_list_created_idx" ON "orders" USING btree ("archived","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_list_status_idx" ON "orders" USING btree ("archived","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_list_payment_idx" ON "orders" USING btree ("archived","payment_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_list_total_idx" ON "orders" USING btree ("archived","total","id");--> statement-breakpoint
CREATE INDEX "orders_list_name_idx" ON "orders" USING btree ("archived",lower("customer_name"),"id");--> statement-breakpoint
CREATE INDEX "orders_email_lower_idx" ON "orders" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "orders_to_ship_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'ordered' and "orders"."payment_status" = 'paid' and not "orders"."archived";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_registered_idx" ON "users" USING btree (("password" is not null or "oidc_subject" is not null),"created_at");