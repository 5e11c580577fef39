CREATE TABLE "fiscal_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cuit" varchar(11) DEFAULT '' NOT NULL,
	"business_name" varchar(200) DEFAULT '' NOT NULL,
	"iva_condition" varchar(30) DEFAULT 'responsable_inscripto' NOT NULL,
	"iibb" varchar(30) DEFAULT '' NOT NULL,
	"activity_start" date,
	"point_of_sale" integer DEFAULT 1 NOT NULL,
	"environment" varchar(20) DEFAULT 'homologacion' NOT NULL,
	"auto_invoice" varchar(20) DEFAULT 'off' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_item_id" integer,
	"sku" varchar(64),
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"iva_rate" numeric(5, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"iva" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"kind" varchar(20) NOT NULL,
	"letter" varchar(1) NOT NULL,
	"voucher_type" integer NOT NULL,
	"point_of_sale" integer NOT NULL,
	"number" integer,
	"state" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"cae" varchar(14),
	"cae_due_date" date,
	"issue_date" date NOT NULL,
	"receiver_doc_type" integer NOT NULL,
	"receiver_doc_number" varchar(11) DEFAULT '0' NOT NULL,
	"receiver_iva_condition" varchar(30) NOT NULL,
	"receiver_name" varchar(200) DEFAULT '' NOT NULL,
	"receiver_address" text DEFAULT '' NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"iva" numeric(14, 2) NOT NULL,
	"exempt" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"iva_breakdown" jsonb NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"related_invoice_id" integer,
	"test" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "iva_rate" numeric(5, 2) DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "iva_rate" numeric(5, 2) DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "iva_condition" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_related_invoice_id_invoices_id_fk" FOREIGN KEY ("related_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("point_of_sale","voucher_type","number") WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "invoices_related_idx" ON "invoices" USING btree ("related_invoice_id");