-- Create "orders" table
CREATE TABLE `orders` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `buyer_id` integer NOT NULL, `seller_id` integer NULL, `goods_id` integer NOT NULL, `artwork_id` integer NOT NULL, `submission_id` integer NULL, `state` text NOT NULL DEFAULT ('PENDING_PAYMENT'), `idempotency_key` text NOT NULL, `request_hash` text NOT NULL, `goods_kind` text NOT NULL, `title` text NOT NULL, `artist_name` text NOT NULL DEFAULT (''), `edition` text NOT NULL DEFAULT (''), `picture_key` text NOT NULL DEFAULT (''), `picture_width` integer NOT NULL DEFAULT (0), `picture_height` integer NOT NULL DEFAULT (0), `seller_name` text NOT NULL, `quantity` integer NOT NULL, `unit_price_fen` integer NOT NULL, `goods_fen` integer NOT NULL, `shipping` text NOT NULL, `shipping_fen` integer NOT NULL, `total_fen` integer NOT NULL, `note` text NOT NULL DEFAULT (''), `recipient` text NOT NULL, `mobile` text NOT NULL, `province` text NOT NULL DEFAULT (''), `city` text NOT NULL DEFAULT (''), `district` text NOT NULL DEFAULT (''), `region_name` text NOT NULL DEFAULT (''), `address_detail` text NOT NULL, `postcode` text NOT NULL DEFAULT (''), `expires_at` datetime NOT NULL, `paid_at` datetime NULL, `shipped_at` datetime NULL, `completed_at` datetime NULL, `cancelled_at` datetime NULL, `cancel_reason` text NOT NULL DEFAULT (''), `transaction_id` text NULL, `paid_out_trade_no` text NULL, `carrier` text NOT NULL DEFAULT (''), `tracking_number` text NOT NULL DEFAULT (''), `cancel_reminded` bool NOT NULL DEFAULT (false), `lease_until` datetime NULL);
-- Set sequence for "orders" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("orders", 171798691840);
-- Create index "order_buyer_id_idempotency_key" to table: "orders"
CREATE UNIQUE INDEX `order_buyer_id_idempotency_key` ON `orders` (`buyer_id`, `idempotency_key`);
-- Create index "order_buyer_id_state_created_at" to table: "orders"
CREATE INDEX `order_buyer_id_state_created_at` ON `orders` (`buyer_id`, `state`, `created_at`);
-- Create index "order_seller_id_state_created_at" to table: "orders"
CREATE INDEX `order_seller_id_state_created_at` ON `orders` (`seller_id`, `state`, `created_at`);
-- Create index "order_state_expires_at" to table: "orders"
CREATE INDEX `order_state_expires_at` ON `orders` (`state`, `expires_at`);
-- Create index "order_state_shipped_at" to table: "orders"
CREATE INDEX `order_state_shipped_at` ON `orders` (`state`, `shipped_at`);
-- Create index "order_transaction_id" to table: "orders"
CREATE UNIQUE INDEX `order_transaction_id` ON `orders` (`transaction_id`);
-- Create "order_events" table
CREATE TABLE `order_events` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `action` text NOT NULL, `from_state` text NOT NULL DEFAULT (''), `to_state` text NOT NULL, `actor` text NOT NULL, `actor_id` integer NULL, `detail` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL, `order_id` integer NOT NULL, CONSTRAINT `order_events_orders_events` FOREIGN KEY (`order_id`) REFERENCES `orders` (`id`) ON DELETE CASCADE);
-- Set sequence for "order_events" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("order_events", 176093659136);
-- Create index "orderevent_order_id_created_at" to table: "order_events"
CREATE INDEX `orderevent_order_id_created_at` ON `order_events` (`order_id`, `created_at`);
-- Create "payment_anomalies" table
CREATE TABLE `payment_anomalies` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `kind` text NOT NULL, `order_id` integer NULL, `out_trade_no` text NOT NULL DEFAULT (''), `transaction_id` text NOT NULL DEFAULT (''), `amount_fen` integer NOT NULL DEFAULT (0), `detail` text NOT NULL DEFAULT (''), `out_refund_no` text NULL, `created_at` datetime NOT NULL);
-- Set sequence for "payment_anomalies" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("payment_anomalies", 184683593728);
-- Create index "paymentanomaly_transaction_id_kind" to table: "payment_anomalies"
CREATE UNIQUE INDEX `paymentanomaly_transaction_id_kind` ON `payment_anomalies` (`transaction_id`, `kind`);
-- Create index "paymentanomaly_created_at" to table: "payment_anomalies"
CREATE INDEX `paymentanomaly_created_at` ON `payment_anomalies` (`created_at`);
-- Create "payment_attempts" table
CREATE TABLE `payment_attempts` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `out_trade_no` text NOT NULL, `channel` text NOT NULL, `trade_type` text NOT NULL, `amount_fen` integer NOT NULL, `expires_at` datetime NOT NULL, `status` text NOT NULL DEFAULT ('OPEN'), `prepay_id` text NOT NULL DEFAULT (''), `code_url` text NOT NULL DEFAULT (''), `h5_url` text NOT NULL DEFAULT (''), `transaction_id` text NULL, `paid_at` datetime NULL, `order_id` integer NOT NULL, CONSTRAINT `payment_attempts_orders_attempts` FOREIGN KEY (`order_id`) REFERENCES `orders` (`id`) ON DELETE CASCADE);
-- Set sequence for "payment_attempts" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("payment_attempts", 180388626432);
-- Create index "paymentattempt_out_trade_no" to table: "payment_attempts"
CREATE UNIQUE INDEX `paymentattempt_out_trade_no` ON `payment_attempts` (`out_trade_no`);
-- Create index "paymentattempt_transaction_id" to table: "payment_attempts"
CREATE UNIQUE INDEX `paymentattempt_transaction_id` ON `payment_attempts` (`transaction_id`);
-- Create index "paymentattempt_order_id" to table: "payment_attempts"
CREATE INDEX `paymentattempt_order_id` ON `payment_attempts` (`order_id`);
-- Create index "paymentattempt_status_created_at" to table: "payment_attempts"
CREATE INDEX `paymentattempt_status_created_at` ON `payment_attempts` (`status`, `created_at`);
-- Create "payment_refunds" table
CREATE TABLE `payment_refunds` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `out_trade_no` text NOT NULL, `out_refund_no` text NOT NULL, `transaction_id` text NOT NULL, `refund_fen` integer NOT NULL, `total_fen` integer NOT NULL, `reason` text NOT NULL DEFAULT (''), `status` text NOT NULL DEFAULT ('PENDING'), `refund_id` text NOT NULL DEFAULT (''), `order_id` integer NOT NULL, CONSTRAINT `payment_refunds_orders_refunds` FOREIGN KEY (`order_id`) REFERENCES `orders` (`id`) ON DELETE CASCADE);
-- Set sequence for "payment_refunds" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("payment_refunds", 188978561024);
-- Create index "paymentrefund_out_refund_no" to table: "payment_refunds"
CREATE UNIQUE INDEX `paymentrefund_out_refund_no` ON `payment_refunds` (`out_refund_no`);
-- Create index "paymentrefund_order_id" to table: "payment_refunds"
CREATE INDEX `paymentrefund_order_id` ON `payment_refunds` (`order_id`);
-- Create index "paymentrefund_status" to table: "payment_refunds"
CREATE INDEX `paymentrefund_status` ON `payment_refunds` (`status`);
