-- The words of the products already there (new ones are added as products
-- are written: api/src/catalogue/summary.ts).
INSERT INTO product_search_words (store_id, word)
  SELECT DISTINCT p.store_id, w FROM products p, vitrina_search_words(p.search_text) AS w
  ON CONFLICT DO NOTHING;
