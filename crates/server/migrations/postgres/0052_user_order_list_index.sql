-- A user's order list filters on market and status and pages newest first: with both in the index, the rows a page
-- skips are never read (docs/adr/0081-reads-at-a-million-users.md). It replaces the index on (user_id, id) alone,
-- which it starts with.
CREATE INDEX ix_spot_orders_user_list ON spot_orders (user_id, id, market_id, status);
DROP INDEX ix_spot_orders_user;
