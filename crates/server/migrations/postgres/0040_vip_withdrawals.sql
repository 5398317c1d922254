-- VIP withdrawal limits (ADR 57): the 24-hour withdrawal limit in BTC a level gives an account with a full identity
-- check, when higher than the identity level's (`identity.lv2_withdraw_btc_per_24h`); 0 gives nothing more.
INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('vip', 'l1_withdraw_btc_per_24h', '0', 'BTC a day with a full identity check, if above the identity limit', 0),
    ('vip', 'l2_withdraw_btc_per_24h', '0', 'BTC a day with a full identity check, if above the identity limit', 0),
    ('vip', 'l3_withdraw_btc_per_24h', '1000', 'BTC a day with a full identity check, if above the identity limit', 0),
    ('vip', 'l4_withdraw_btc_per_24h', '2000', 'BTC a day with a full identity check, if above the identity limit', 0),
    ('vip', 'l5_withdraw_btc_per_24h', '5000', 'BTC a day with a full identity check, if above the identity limit', 0);
