/// `/coin/trade` as the client sends it.
#[derive(Debug, Clone)]
pub struct TradeInput {
    pub currency_id: i64,
    pub legal_id: i64,
    /// 1 buy, 2 sell.
    pub side: i64,
    pub amount: String,
    /// Empty or zero for a market order.
    pub target_price: String,
}
