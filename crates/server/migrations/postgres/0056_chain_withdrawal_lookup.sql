-- A withdrawal's payment on chain is looked up by its withdrawal for every row of the user's and finance's lists,
-- and before every decision by hand; the live-export index is partial and serves neither.
CREATE INDEX ix_chain_withdrawals_withdrawal ON chain_withdrawals (withdrawal_id, id);
