//! Whether deposits of an asset are open: an operator has configured where they arrive on at least one of its
//! networks (an extended public key for the network, or a fixed address for the asset on it). The wallet's rows
//! (`is_charge`) and the deposit channels (`/paymentslist`) both say it, so the pickers offer exactly the coins a
//! user can send, USDT among them, and demo tokens only where an operator enabled them.

use super::repo::AssetRow;
use crate::features::site::repo::SettingRow;

pub fn deposit_open(settings: &[SettingRow], asset: &AssetRow) -> bool {
    let configured = |key: &str| {
        settings
            .iter()
            .any(|s| s.key == key && !s.value.trim().is_empty())
    };
    asset.networks().iter().any(|n| {
        configured(&format!("deposit_xpub_{n}"))
            || configured(&format!("deposit_address_{}_{n}", asset.symbol))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asset(symbol: &str, chains: &str) -> AssetRow {
        AssetRow {
            id: crate::ids::AssetId(1),
            symbol: symbol.to_string(),
            scale: crate::money::Scale::USDT,
            logo: String::new(),
            is_legal: 0,
            is_lever: 0,
            is_match: 1,
            is_micro: 0,
            is_transfer: 1,
            usdt_price: 100_000_000,
            chains: chains.to_string(),
        }
    }

    fn setting(key: &str, value: &str) -> SettingRow {
        SettingRow {
            key: key.to_string(),
            value: value.to_string(),
            is_public: 0,
        }
    }

    #[test]
    fn an_asset_is_open_for_deposits_on_any_network_with_a_key_or_an_address() {
        let usdt = asset("USDT", "ERC20,TRC20");
        assert!(deposit_open(&[setting("deposit_xpub_TRC20", "xpub1")], &usdt));
        assert!(deposit_open(
            &[setting("deposit_address_USDT_ERC20", "0xabc")],
            &usdt
        ));
    }

    #[test]
    fn an_asset_without_networks_or_configuration_is_closed_and_blank_values_do_not_count() {
        assert!(!deposit_open(
            &[setting("deposit_xpub_ERC20", "  ")],
            &asset("USDT", "ERC20")
        ));
        assert!(!deposit_open(
            &[setting("deposit_xpub_ERC20", "xpub1")],
            &asset("DEMOA", "")
        ));
        assert!(!deposit_open(
            &[setting("deposit_address_BTC_BTC", "bc1q")],
            &asset("DEMOA", "BTC")
        ));
    }
}
