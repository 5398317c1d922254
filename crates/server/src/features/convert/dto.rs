//! What the coin-conversion calls read and answer (API-CONTRACT §5.6).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::AssetId;

/// `/user/getTransferFee`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct FeeInput {
    pub from_currency_id: AssetId,
    pub to_currency_id: AssetId,
}

/// `/user/Transfer`: converts `number` of one asset into another.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct ConvertInput {
    pub number: String,
    pub from_currency_id: AssetId,
    pub to_currency_id: AssetId,
}

/// An asset that converts.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TransferAsset {
    pub id: AssetId,
    pub name: String,
}

/// The user's exchange-account balance of an asset that converts.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TransferWallet {
    pub currency: AssetId,
    pub currency_name: String,
    pub change_balance: String,
}

/// `/user/getTransferList`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TransferList {
    pub transfer: Vec<TransferAsset>,
    pub wallet: Vec<TransferWallet>,
}

/// `/user/getTransferFee`: USDT prices of both assets (`form_price`, sic, is `from_price` too) and the fee in %.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TransferFee {
    pub form_price: String,
    pub from_price: String,
    pub to_price: String,
    pub fee: String,
    pub price_ts: i64,
}
