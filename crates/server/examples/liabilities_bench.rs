//! The proof-of-liabilities tree at exchange scale (docs/adr/0049-proof-of-liabilities.md), measured against
//! hashing the same leaves alone in the same run (docs/adr/0021-benchmarks.md).
//!
//! It makes `--users` leaves of `--assets` balances each, hashes every leaf once with SHA-256 as the reference,
//! then builds the Merkle sum tree and draws proofs for a spread of users. Before printing it checks that every
//! drawn proof verifies against the root and that the root's sums equal the balances' totals.
//!
//! `cargo run --release -p mercato-server --example liabilities_bench -- [--users 1000000] [--assets 6]`

use std::time::Instant;

use anyhow::{Result, bail};
use mercato::liabilities::tree::{self, Leaf, ProofAsset, Tree};
use sha2::{Digest, Sha256};

fn arg(name: &str, default: usize) -> usize {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() -> Result<()> {
    let users = arg("--users", 1_000_000);
    let width = arg("--assets", 6);
    let leaves: Vec<Leaf> = (0..users)
        .map(|i| Leaf {
            user_id: i as i64 + 1,
            salt: {
                let mut salt = [0u8; 16];
                salt[..8].copy_from_slice(&(i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15).to_be_bytes());
                salt
            },
            balances: (0..width)
                .map(|a| ((i * 31 + a * 17) % 1_000_003) as i64 * 1_000)
                .collect(),
        })
        .collect();

    let start = Instant::now();
    let mut reference = [0u8; 32];
    for leaf in &leaves {
        let mut h = Sha256::new();
        h.update(leaf.salt);
        h.update(tree::user_hash(leaf.user_id));
        for b in &leaf.balances {
            h.update(b.to_be_bytes());
        }
        let digest: [u8; 32] = h.finalize().into();
        reference[0] ^= digest[0];
    }
    let hashing = start.elapsed();

    let start = Instant::now();
    let built = Tree::build(&leaves, width)?;
    let building = start.elapsed();

    let root = built.root();
    let expected: Vec<i64> = (0..width)
        .map(|a| leaves.iter().map(|l| l.balances[a]).sum())
        .collect();
    if root.sums != expected {
        bail!("the root's sums are not the balances' totals");
    }
    let root_hex = hex::encode(root.hash);
    let totals: Vec<String> = root.sums.iter().map(i64::to_string).collect();
    let mut size = 0;
    let drawn: Vec<usize> = (0..100).map(|k| k * users / 100).chain([users - 1]).collect();
    for &i in &drawn {
        let assets = (0..width)
            .map(|a| ProofAsset {
                symbol: format!("A{a}"),
                scale: 8,
            })
            .collect();
        let proof = built.proof(i, &leaves[i], (1, 0), assets);
        if tree::verify(&proof, &root_hex, &totals).is_err() {
            bail!("the proof of leaf {i} does not verify");
        }
        size = size.max(serde_json::to_vec(&proof)?.len());
    }
    println!(
        "liabilities tree: {users} users × {width} assets built in {:.2} s; hashing the leaves alone took {:.2} s \
         (ratio {:.2}×); {} proofs verified, depth {}, largest proof {} bytes of JSON",
        building.as_secs_f64(),
        hashing.as_secs_f64(),
        building.as_secs_f64() / hashing.as_secs_f64().max(1e-9),
        drawn.len(),
        built.path(0).len(),
        size
    );
    std::hint::black_box(reference);
    Ok(())
}
