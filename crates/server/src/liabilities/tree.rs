//! The Merkle sum tree of a liabilities snapshot. Each leaf commits to one user's balances per asset, a random salt
//! and the hash of the user's id; each node commits to its children's hashes and carries their per-asset sums, so
//! the root's sums are the published totals and no node can hide a negative child: a builder refuses negative
//! balances, and a verifier checks that every sum on the path is non-negative and is the sum of its children.
//!
//! Hashes are SHA-256 with a domain prefix per kind of node; numbers enter them as 8-byte big-endian integers.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

pub type Hash = [u8; 32];

const LEAF: &[u8] = b"mercato-liabilities-leaf\0";
const NODE: &[u8] = b"mercato-liabilities-node\0";
const PAD: &[u8] = b"mercato-liabilities-pad\0";
const USER: &[u8] = b"mercato-liabilities-user\0";

/// One user's line of a snapshot: balances in minor units, one per asset of the snapshot, in its order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Leaf {
    pub user_id: i64,
    pub salt: [u8; 16],
    pub balances: Vec<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    pub hash: Hash,
    pub sums: Vec<i64>,
}

/// Why a tree cannot be built or a proof does not hold.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TreeError {
    #[error("user {0} has a negative balance")]
    Negative(i64),
    #[error("user {0} has {1} balances where the snapshot has {2} assets")]
    Width(i64, usize, usize),
    #[error("a sum does not fit in 64 bits")]
    Overflow,
    #[error("a sum on the path is negative")]
    NegativeSum,
    #[error("the proof is malformed: {0}")]
    Malformed(&'static str),
    #[error("the path leads to another root")]
    WrongRoot,
    #[error("the root's sums are not the published totals")]
    WrongTotals,
}

/// The hash that names a user in a leaf.
pub fn user_hash(user_id: i64) -> Hash {
    Sha256::new()
        .chain_update(USER)
        .chain_update(user_id.to_string().as_bytes())
        .finalize()
        .into()
}

fn leaf_node(leaf: &Leaf) -> Node {
    let mut h = Sha256::new();
    h.update(LEAF);
    h.update(leaf.salt);
    h.update(user_hash(leaf.user_id));
    for b in &leaf.balances {
        h.update(b.to_be_bytes());
    }
    Node {
        hash: h.finalize().into(),
        sums: leaf.balances.clone(),
    }
}

fn pad_node(width: usize) -> Node {
    Node {
        hash: Sha256::digest(PAD).into(),
        sums: vec![0; width],
    }
}

fn parent(left: &Node, right: &Node) -> Result<Node, TreeError> {
    let mut h = Sha256::new();
    h.update(NODE);
    for node in [left, right] {
        h.update(node.hash);
        for s in &node.sums {
            h.update(s.to_be_bytes());
        }
    }
    let sums = left
        .sums
        .iter()
        .zip(&right.sums)
        .map(|(a, b)| a.checked_add(*b).ok_or(TreeError::Overflow))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Node {
        hash: h.finalize().into(),
        sums,
    })
}

/// Every level of the tree, leaves first; a level of odd length is paired with a padding node of zero sums.
#[derive(Debug, Clone)]
pub struct Tree {
    levels: Vec<Vec<Node>>,
    width: usize,
}

impl Tree {
    /// Builds the tree over `leaves` in the order given, each with `width` balances; refuses negative balances.
    pub fn build(leaves: &[Leaf], width: usize) -> Result<Tree, TreeError> {
        let mut level = Vec::with_capacity(leaves.len());
        for leaf in leaves {
            if leaf.balances.len() != width {
                return Err(TreeError::Width(leaf.user_id, leaf.balances.len(), width));
            }
            if leaf.balances.iter().any(|b| *b < 0) {
                return Err(TreeError::Negative(leaf.user_id));
            }
            level.push(leaf_node(leaf));
        }
        if level.is_empty() {
            level.push(pad_node(width));
        }
        let mut levels = vec![level];
        while levels.last().is_some_and(|l| l.len() > 1) {
            let below = levels.last().map(Vec::as_slice).unwrap_or_default();
            let pad = pad_node(width);
            let above = below
                .chunks(2)
                .map(|pair| parent(&pair[0], pair.get(1).unwrap_or(&pad)))
                .collect::<Result<Vec<_>, _>>()?;
            levels.push(above);
        }
        Ok(Tree { levels, width })
    }

    pub fn root(&self) -> &Node {
        // `build` always leaves one node on the top level.
        &self.levels[self.levels.len() - 1][0]
    }

    /// The inclusion proof of `leaf`, the tree's leaf at `index`, in a snapshot of `assets`.
    pub fn proof(&self, index: usize, leaf: &Leaf, snapshot: (i64, i64), assets: Vec<ProofAsset>) -> Proof {
        let root = self.root();
        Proof {
            snapshot_id: snapshot.0,
            taken_at: snapshot.1,
            assets,
            user_id: leaf.user_id,
            salt: hex::encode(leaf.salt),
            balances: leaf.balances.iter().map(i64::to_string).collect(),
            path: self.path(index),
            root: hex::encode(root.hash),
            totals: root.sums.iter().map(i64::to_string).collect(),
            signature: String::new(),
            public_key: String::new(),
        }
    }

    /// The siblings from leaf `index` up to the root.
    pub fn path(&self, index: usize) -> Vec<Step> {
        let mut steps = Vec::new();
        let mut i = index;
        for level in &self.levels[..self.levels.len() - 1] {
            let sibling = level.get(i ^ 1).cloned().unwrap_or_else(|| pad_node(self.width));
            steps.push(Step {
                side: if i.is_multiple_of(2) {
                    Side::Right
                } else {
                    Side::Left
                },
                hash: hex::encode(sibling.hash),
                sums: sibling.sums.iter().map(i64::to_string).collect(),
            });
            i /= 2;
        }
        steps
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Left,
    Right,
}

/// One step up the tree: the sibling, on its side, with its hash and per-asset sums (minor units as text).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Step {
    pub side: Side,
    pub hash: String,
    pub sums: Vec<String>,
}

/// What a user downloads: their leaf and its path, checkable against the published root and totals alone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Proof {
    pub snapshot_id: i64,
    pub taken_at: i64,
    /// The assets in the order of every balance and sum: symbol and decimal places.
    pub assets: Vec<ProofAsset>,
    pub user_id: i64,
    pub salt: String,
    /// The user's balances in minor units, as text.
    pub balances: Vec<String>,
    pub path: Vec<Step>,
    /// The published root hash and totals (minor units, as text), as the proof was made against.
    pub root: String,
    pub totals: Vec<String>,
    /// The server's ed25519 signature (hex) of the root and the time it was taken, and the public key (hex) it
    /// verifies with (ADR 68); empty for snapshots taken before roots were signed.
    #[serde(default)]
    pub signature: String,
    #[serde(default)]
    pub public_key: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct ProofAsset {
    pub symbol: String,
    pub scale: u32,
}

fn numbers(texts: &[String], width: usize) -> Result<Vec<i64>, TreeError> {
    if texts.len() != width {
        return Err(TreeError::Malformed("a list of sums has the wrong length"));
    }
    texts
        .iter()
        .map(|t| {
            t.parse::<i64>()
                .map_err(|_| TreeError::Malformed("a sum is not an integer"))
        })
        .collect()
}

fn hash_of(text: &str) -> Result<Hash, TreeError> {
    hex::decode(text)
        .ok()
        .and_then(|b| Hash::try_from(b).ok())
        .ok_or(TreeError::Malformed("a hash is not 32 bytes of hex"))
}

/// Recomputes the path from the proof's leaf and checks it ends at `root` (hex) with sums equal to `totals`.
pub fn verify(proof: &Proof, root: &str, totals: &[String]) -> Result<(), TreeError> {
    let width = proof.assets.len();
    let salt = hex::decode(&proof.salt)
        .ok()
        .and_then(|b| <[u8; 16]>::try_from(b).ok())
        .ok_or(TreeError::Malformed("the salt is not 16 bytes of hex"))?;
    let leaf = Leaf {
        user_id: proof.user_id,
        salt,
        balances: numbers(&proof.balances, width)?,
    };
    if leaf.balances.iter().any(|b| *b < 0) {
        return Err(TreeError::NegativeSum);
    }
    let mut node = leaf_node(&leaf);
    for step in &proof.path {
        let sibling = Node {
            hash: hash_of(&step.hash)?,
            sums: numbers(&step.sums, width)?,
        };
        if sibling.sums.iter().any(|s| *s < 0) {
            return Err(TreeError::NegativeSum);
        }
        node = match step.side {
            Side::Left => parent(&sibling, &node)?,
            Side::Right => parent(&node, &sibling)?,
        };
    }
    if node.hash != hash_of(root)? {
        return Err(TreeError::WrongRoot);
    }
    if node.sums != numbers(totals, width)? {
        return Err(TreeError::WrongTotals);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leaves(n: usize, width: usize) -> Vec<Leaf> {
        (0..n)
            .map(|i| Leaf {
                user_id: i as i64 + 1,
                salt: [i as u8; 16],
                balances: (0..width).map(|a| (i * 7 + a * 3) as i64 % 50).collect(),
            })
            .collect()
    }

    fn proof_of(tree: &Tree, leaves: &[Leaf], i: usize) -> Proof {
        let assets = (0..tree.root().sums.len())
            .map(|a| ProofAsset {
                symbol: format!("A{a}"),
                scale: 8,
            })
            .collect();
        tree.proof(i, &leaves[i], (1, 0), assets)
    }

    fn check(p: &Proof) -> Result<(), TreeError> {
        verify(p, &p.root, &p.totals)
    }

    #[test]
    fn every_users_proof_verifies_against_the_root_for_trees_of_every_small_size() {
        for n in 1..=33 {
            let leaves = leaves(n, 3);
            let tree = Tree::build(&leaves, 3).unwrap();
            let expected: Vec<i64> = (0..3)
                .map(|a| leaves.iter().map(|l| l.balances[a]).sum())
                .collect();
            assert_eq!(tree.root().sums, expected, "n = {n}");
            for i in 0..n {
                assert_eq!(check(&proof_of(&tree, &leaves, i)), Ok(()), "n = {n}, leaf {i}");
            }
        }
    }

    #[test]
    fn changing_any_balance_salt_user_or_sibling_breaks_the_proof() {
        let leaves = leaves(10, 2);
        let tree = Tree::build(&leaves, 2).unwrap();
        let good = proof_of(&tree, &leaves, 5);
        let mut p = good.clone();
        p.balances[1] = (p.balances[1].parse::<i64>().unwrap() + 1).to_string();
        assert_eq!(check(&p), Err(TreeError::WrongRoot));
        let mut p = good.clone();
        p.salt = hex::encode([9u8; 16]);
        assert_eq!(check(&p), Err(TreeError::WrongRoot));
        let mut p = good.clone();
        p.user_id += 1;
        assert_eq!(check(&p), Err(TreeError::WrongRoot));
        for level in 0..good.path.len() {
            let mut p = good.clone();
            p.path[level].sums[0] = (p.path[level].sums[0].parse::<i64>().unwrap() + 1).to_string();
            assert_eq!(check(&p), Err(TreeError::WrongRoot), "sum at level {level}");
            let mut p = good.clone();
            let mut h = hash_of(&p.path[level].hash).unwrap();
            h[0] ^= 1;
            p.path[level].hash = hex::encode(h);
            assert_eq!(check(&p), Err(TreeError::WrongRoot), "hash at level {level}");
            let mut p = good.clone();
            p.path[level].side = match p.path[level].side {
                Side::Left => Side::Right,
                Side::Right => Side::Left,
            };
            assert_eq!(check(&p), Err(TreeError::WrongRoot), "side at level {level}");
        }
        let mut totals = good.totals.clone();
        totals[0] = "0".into();
        assert_eq!(verify(&good, &good.root, &totals), Err(TreeError::WrongTotals));
    }

    #[test]
    fn a_negative_balance_is_refused_when_the_tree_is_built() {
        let mut leaves = leaves(4, 2);
        leaves[2].balances[1] = -5;
        assert_eq!(Tree::build(&leaves, 2).unwrap_err(), TreeError::Negative(3));
    }

    #[test]
    fn a_path_hiding_a_negative_sibling_is_refused_by_the_verifier() {
        let leaves = leaves(4, 1);
        let tree = Tree::build(&leaves, 1).unwrap();
        let mut p = proof_of(&tree, &leaves, 0);
        p.path[0].sums[0] = "-3".into();
        assert_eq!(check(&p), Err(TreeError::NegativeSum));
    }

    #[test]
    fn malformed_proofs_are_refused_with_a_reason() {
        let leaves = leaves(3, 2);
        let tree = Tree::build(&leaves, 2).unwrap();
        let good = proof_of(&tree, &leaves, 1);
        let mut p = good.clone();
        p.salt = "zz".into();
        assert!(matches!(check(&p), Err(TreeError::Malformed(_))));
        let mut p = good.clone();
        p.balances.pop();
        assert!(matches!(check(&p), Err(TreeError::Malformed(_))));
        let mut p = good;
        p.path[0].hash = "00".into();
        assert!(matches!(check(&p), Err(TreeError::Malformed(_))));
    }

    #[test]
    fn leaves_of_the_wrong_width_are_refused() {
        let leaves = leaves(2, 2);
        assert_eq!(Tree::build(&leaves, 3).unwrap_err(), TreeError::Width(1, 2, 3));
    }
}
