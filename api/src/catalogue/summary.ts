import { sql } from 'drizzle-orm'

import type { Db } from '../db/client.ts'

type Executor = Pick<Db, 'execute'>

/**
 * Refreshes what grids, sorting and search read from a product's variants,
 * in the caller's transaction: the price range over variants with a price,
 * the compare-at price of the variant giving the lowest price, whether any
 * variant can be bought, the tracked stock's sum, and the folded search
 * texts (title; title, description, SKUs and option values). Every write to
 * a product or its variants' prices or stock calls it.
 */
export async function refreshProductSummaries(tx: Executor, productIds: readonly number[]) {
  if (productIds.length === 0) return
  const ids = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  )
  await tx.execute(sql`
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
    from (
      select
        pp.id,
        min(v.price) as price_min,
        max(v.price) as price_max,
        (array_agg(v.compare_at_price order by v.price asc nulls last, v.position, v.id)
          filter (where v.price is not null))[1] as compare_at_price,
        coalesce(bool_or(v.price is not null and (v.stock is null or v.stock > 0)), false)
          as available,
        sum(v.stock)::int as stock_total,
        string_agg(
          coalesce(v.sku, '') || ' ' || array_to_string(v.option_values, ' '), ' '
        ) as words
      from products pp
      left join variants v on v.product_id = pp.id
      where pp.id in (${ids})
      group by pp.id
    ) s
    where p.id = s.id
  `)
}
