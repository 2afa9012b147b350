CREATE INDEX "auth_login_history_ip_index" ON "auth_login_history" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "auth_sessions_device_id_index" ON "auth_sessions" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_ip_index" ON "auth_sessions" USING btree ("ip");