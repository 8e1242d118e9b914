import { type SQL, sql } from 'drizzle-orm'

import { announceStoreChange, type Db } from '../db/client.ts'

type Executor = Pick<Db, 'execute'>

/** The cache tag of the answers that show a product (its page, the grids it is in). */
export const productTag = (productId: number) => `p:${productId}`

/** The distinct ids in ascending order (the order rows are locked in), as a SQL list; null when none. */
function idList(productIds: Iterable<number>) {
  const ids = [...new Set(productIds)].sort((x, y) => x - y)
  if (ids.length === 0) return null
  return sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )
}

/**
 * Locks the products' rows in id order, in a statement of its own. The
 * statement that then reads their variants takes its snapshot once every
 * earlier writer of these products has committed, so it reads their stock
 * (under READ COMMITTED a statement sees what was committed when it began:
 * a lock taken inside the reading statement would leave it reading the
 * variants of before the wait, and the stock total would drift).
 */
async function lockProducts(tx: Executor, list: SQL) {
  await tx.execute(sql`select id from products where id in (${list}) order by id for no key update`)
}

/**
 * Refreshes what grids, sorting and search read from a product's variants,
 * in the caller's transaction: the price range over variants with a price,
 * the compare-at price of the variant giving the lowest price, whether any
 * variant can be bought, the tracked stock's sum, and the folded search
 * texts (title; title, description, SKUs and option values) with their
 * words for typos (`product_search_words`). Every write to
 * a product or its variants' prices or stock calls it (an edit, an import,
 * an order, a cancel). The product rows are locked in id order, after any
 * variant rows the caller locked, so concurrent writers never wait on each
 * other in a cycle.
 */
export async function refreshProductSummaries(tx: Executor, productIds: Iterable<number>) {
  const list = idList(productIds)
  if (!list) return
  await lockProducts(tx, list)
  await tx.execute(sql`
    with locked as (
      select id from products where id in (${list})
    ), summary as (
      select
        l.id,
        min(v.price) as price_min,
        max(v.price) as price_max,
        (select c.compare_at_price from variants c
          where c.product_id = l.id and c.price is not null
          order by c.price, c.position, c.id limit 1) as compare_at_price,
        coalesce(bool_or(v.price is not null and (v.stock is null or v.stock > 0)), false)
          as available,
        (sum(v.stock) filter (where v.stock is not null))::int as stock_total,
        string_agg(
          coalesce(v.sku, '') || ' ' || array_to_string(v.option_values, ' '), ' '
        ) as words
      from locked l left join variants v on v.product_id = l.id
      group by l.id
    )
    update products p set
      price_min = s.price_min,
      price_max = s.price_max,
      compare_at_price = s.compare_at_price,
      available = s.available,
      stock_total = s.stock_total,
      search_title = lower(vitrina_unaccent(p.title)),
      search_text = lower(vitrina_unaccent(
        p.title || ' ' || p.description || ' ' || coalesce(s.words, '')
      ))
    from summary s
    where p.id = s.id
  `)
  // The words a search with a typo is compared with (search.ts): the new ones, in one
  // order, so two writers adding the same words wait on each other at most once.
  await tx.execute(sql`
    insert into product_search_words (store_id, word)
    select distinct p.store_id, w.word
    from products p, vitrina_search_words(p.search_text) as w(word)
    where p.id in (${list})
      and not exists (
        select 1 from product_search_words s where s.store_id = p.store_id and s.word = w.word)
    order by 1, 2
    on conflict do nothing
  `)
}

/**
 * What an order or a cancel changes in a product's summary: whether it can
 * be bought and the tracked stock's sum (prices and texts stay as they are).
 * The same locking order as `refreshProductSummaries`; a product whose
 * figures did not move is not written.
 */
export async function refreshProductStock(tx: Executor, productIds: Iterable<number>) {
  const list = idList(productIds)
  if (!list) return
  await lockProducts(tx, list)
  await tx.execute(sql`
    with locked as (
      select id from products where id in (${list})
    ), summary as (
      select
        l.id,
        coalesce(bool_or(v.price is not null and (v.stock is null or v.stock > 0)), false)
          as available,
        (sum(v.stock) filter (where v.stock is not null))::int as stock_total
      from locked l left join variants v on v.product_id = l.id
      group by l.id
    )
    update products p set available = s.available, stock_total = s.stock_total
    from summary s
    where p.id = s.id
      and (p.available, p.stock_total) is distinct from (s.available, s.stock_total)
  `)
}

/**
 * The one place that tells the public cache that an order or a cancel moved
 * the stock of some products: only the answers showing them are dropped
 * (their pages and the grids they are in), not the store's whole catalogue.
 * Call it inside the transaction (other instances hear of it once it
 * commits); run what it returns after the commit (this instance drops its
 * answers at once).
 */
export async function catalogueStockChanged(
  tx: Executor,
  storeId: number,
  productIds: Iterable<number>,
  changed: (storeId: number, tags?: readonly string[]) => void,
): Promise<() => void> {
  const tags = [...new Set(productIds)].map(productTag)
  await announceStoreChange(tx, storeId, tags)
  return () => changed(storeId, tags)
}
