CREATE TABLE "account_payment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"entry_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"receipt_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"sent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"reminder_days_before" integer DEFAULT 3 NOT NULL,
	"overdue_reminders" boolean DEFAULT true NOT NULL,
	"overdue_repeat_days" integer DEFAULT 7 NOT NULL,
	"receipt_point_of_sale" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"credit_limit" numeric(14, 2) DEFAULT 0 NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"key" varchar(40) PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_entry_id" integer NOT NULL,
	"debit_entry_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"entry_date" date NOT NULL,
	"due_date" date,
	"description" text NOT NULL,
	"invoice_id" integer,
	"order_id" integer,
	"receipt_id" integer,
	"reverses_entry_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(150) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"method" varchar(20) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reference" varchar(100) DEFAULT '' NOT NULL,
	"bank" varchar(100) DEFAULT '' NOT NULL,
	"cheque_date" date,
	"withholding_type" varchar(20) DEFAULT '' NOT NULL,
	CONSTRAINT "receipt_lines_amount_positive" CHECK ("receipt_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"point_of_sale" integer NOT NULL,
	"number" integer NOT NULL,
	"issue_date" date NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source" varchar(20) DEFAULT 'staff' NOT NULL,
	"provider_payment_id" varchar(40),
	"created_by" integer,
	"created_by_name" varchar(150) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account_request_id" integer;--> statement-breakpoint
ALTER TABLE "account_payment_requests" ADD CONSTRAINT "account_payment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payment_requests" ADD CONSTRAINT "account_payment_requests_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_reminders" ADD CONSTRAINT "account_reminders_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_allocations" ADD CONSTRAINT "ledger_allocations_credit_entry_id_ledger_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_allocations" ADD CONSTRAINT "ledger_allocations_debit_entry_id_ledger_entries_id_fk" FOREIGN KEY ("debit_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_entry_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_payment_requests_user_idx" ON "account_payment_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_reminders_once_idx" ON "account_reminders" USING btree ("entry_id","kind","sent_on");--> statement-breakpoint
CREATE INDEX "ledger_allocations_credit_idx" ON "ledger_allocations" USING btree ("credit_entry_id");--> statement-breakpoint
CREATE INDEX "ledger_allocations_debit_idx" ON "ledger_allocations" USING btree ("debit_entry_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_due_idx" ON "ledger_entries" USING btree ("due_date") WHERE "ledger_entries"."due_date" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_invoice_idx" ON "ledger_entries" USING btree ("invoice_id") WHERE "ledger_entries"."invoice_id" is not null and "ledger_entries"."kind" in ('invoice', 'credit_note');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."kind" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_receipt_idx" ON "ledger_entries" USING btree ("receipt_id") WHERE "ledger_entries"."kind" = 'receipt';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_idx" ON "ledger_entries" USING btree ("reverses_entry_id") WHERE "ledger_entries"."reverses_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "receipt_lines_receipt_idx" ON "receipt_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_idx" ON "receipts" USING btree ("point_of_sale","number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_idx" ON "receipts" USING btree ("provider_payment_id") WHERE "receipts"."provider_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id","issue_date");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_request_id_account_payment_requests_id_fk" FOREIGN KEY ("account_request_id") REFERENCES "public"."account_payment_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_something" CHECK ("payments"."order_id" is not null or "payments"."account_request_id" is not null);--> statement-breakpoint
CREATE FUNCTION "refuse_change_of_kept_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'append-only: % rows are never updated or deleted (decision 056)', TG_TABLE_NAME;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_kept_record"();--> statement-breakpoint
CREATE TRIGGER "ledger_allocations_append_only" BEFORE UPDATE OR DELETE ON "ledger_allocations" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_kept_record"();--> statement-breakpoint
CREATE TRIGGER "receipts_append_only" BEFORE UPDATE OR DELETE ON "receipts" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_kept_record"();--> statement-breakpoint
CREATE TRIGGER "receipt_lines_append_only" BEFORE UPDATE OR DELETE ON "receipt_lines" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_kept_record"();
