-- Each store's count of active products (docs/catalogue.md#search), kept by
-- every write to products: an insert, a delete, a status change.
CREATE OR REPLACE FUNCTION vitrina_count_active_products() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' THEN
    UPDATE store_product_counts SET active = active - 1 WHERE store_id = OLD.store_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'active' THEN
    INSERT INTO store_product_counts (store_id, active) VALUES (NEW.store_id, 1)
      ON CONFLICT (store_id) DO UPDATE SET active = store_product_counts.active + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_count_active
  AFTER INSERT OR DELETE OR UPDATE OF status, store_id ON products
  FOR EACH ROW EXECUTE FUNCTION vitrina_count_active_products();
--> statement-breakpoint
INSERT INTO store_product_counts (store_id, active)
  SELECT store_id, count(*)::int FROM products WHERE status = 'active' GROUP BY store_id
  ON CONFLICT (store_id) DO UPDATE SET active = excluded.active;
