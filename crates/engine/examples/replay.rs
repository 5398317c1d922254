//! Replays the shared workload (`../shared/bench/gen_workload.py`) through this engine and through the `lobster`
//! crate in the same run. The outcome is checked against the generator's `expected.json` first; no number is
//! printed for a run that differs. Then: median throughput over several repetitions for both engines, their ratio,
//! and this engine's per-command latency percentiles from a separate pass.
//!
//! `cargo run --release -p mercato-engine --example replay -- <workload.csv> [repetitions]` (0 repetitions:
//! verify only, for counting instructions under callgrind).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{collections::BTreeMap, time::Instant};

use mercato_engine::{Book, Command, Event, Side, TimeInForce};
use sha2::{Digest, Sha256};

#[derive(Clone, Copy)]
struct Line {
    sym: usize,
    command: Command,
}

fn parse(path: &str) -> (Vec<Line>, usize) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    let mut prefill = 0;
    let mut lines = Vec::new();
    for row in text.lines() {
        if let Some(header) = row.strip_prefix('#') {
            prefill = header
                .split_whitespace()
                .find_map(|w| w.strip_prefix("prefill="))
                .and_then(|v| v.parse().ok())
                .unwrap_or(0);
            continue;
        }
        if row.starts_with("seq") {
            continue;
        }
        let f: Vec<&str> = row.split(',').collect();
        let sym: usize = f[2].parse().unwrap();
        let side = if f[3] == "B" { Side::Buy } else { Side::Sell };
        let id: u64 = f[4].parse().unwrap();
        let price: i64 = f[5].parse().unwrap();
        let qty: i64 = f[6].parse().unwrap();
        // The workload assumes no self-trade prevention: every order is its own owner.
        let command = match f[1] {
            "L" | "X" => Command::Limit {
                id,
                user: id,
                side,
                price,
                qty,
                tif: TimeInForce::Gtc,
            },
            "M" => Command::Market {
                id,
                user: id,
                side,
                qty,
            },
            _ => Command::Cancel { id },
        };
        lines.push(Line { sym, command });
    }
    (lines, prefill)
}

#[derive(Default, Debug, PartialEq)]
struct Outcome {
    fills: u64,
    filled: i64,
}

fn run_ours(lines: &[Line], prefill: usize) -> (Vec<Book>, Vec<Outcome>, f64) {
    let mut books = vec![Book::new(), Book::new()];
    let mut outcome = vec![Outcome::default(), Outcome::default()];
    let mut events = Vec::with_capacity(64);
    let tally = |sym: usize, events: &[Event], outcome: &mut Vec<Outcome>| {
        for e in events {
            if let Event::Fill { qty, .. } = e {
                outcome[sym].fills += 1;
                outcome[sym].filled += qty;
            }
        }
    };
    for line in &lines[..prefill] {
        events.clear();
        books[line.sym].apply_into(line.command, &mut events);
        tally(line.sym, &events, &mut outcome);
    }
    let start = Instant::now();
    for line in &lines[prefill..] {
        events.clear();
        books[line.sym].apply_into(line.command, &mut events);
        tally(line.sym, &events, &mut outcome);
    }
    let seconds = start.elapsed().as_secs_f64();
    (books, outcome, seconds)
}

fn lobster_command(command: Command) -> lobster::OrderType {
    let side = |s: Side| {
        if s == Side::Buy {
            lobster::Side::Bid
        } else {
            lobster::Side::Ask
        }
    };
    match command {
        Command::Limit {
            id,
            side: s,
            price,
            qty,
            ..
        } => lobster::OrderType::Limit {
            id: u128::from(id),
            side: side(s),
            qty: qty as u64,
            price: price as u64,
        },
        Command::Market { id, side: s, qty, .. } => lobster::OrderType::Market {
            id: u128::from(id),
            side: side(s),
            qty: qty as u64,
        },
        Command::Cancel { id } => lobster::OrderType::Cancel { id: u128::from(id) },
    }
}

fn run_lobster(lines: &[Line], prefill: usize) -> (Vec<u64>, f64) {
    let mut books = [lobster::OrderBook::default(), lobster::OrderBook::default()];
    let mut fills = vec![0u64, 0u64];
    let count = |sym: usize, event: lobster::OrderEvent, fills: &mut Vec<u64>| {
        if let lobster::OrderEvent::Filled { fills: f, .. }
        | lobster::OrderEvent::PartiallyFilled { fills: f, .. } = event
        {
            fills[sym] += f.len() as u64;
        }
    };
    let commands: Vec<(usize, lobster::OrderType)> = lines
        .iter()
        .map(|l| (l.sym, lobster_command(l.command)))
        .collect();
    for (sym, c) in &commands[..prefill] {
        let event = books[*sym].execute(*c);
        count(*sym, event, &mut fills);
    }
    let start = Instant::now();
    for (sym, c) in &commands[prefill..] {
        let event = books[*sym].execute(*c);
        count(*sym, event, &mut fills);
    }
    (fills, start.elapsed().as_secs_f64())
}

fn digest(book: &Book) -> String {
    let snapshot = book.snapshot();
    let mut rows: BTreeMap<u64, String> = BTreeMap::new();
    for (id, _, price, qty) in &snapshot.bids {
        rows.insert(*id, format!("{id},B,{price},{qty}\n"));
    }
    for (id, _, price, qty) in &snapshot.asks {
        rows.insert(*id, format!("{id},S,{price},{qty}\n"));
    }
    let text: String = rows.into_values().collect();
    hex(&Sha256::digest(text.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(|a, b| a.partial_cmp(b).unwrap());
    values[values.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).expect("usage: replay <workload.csv> [repetitions]");
    let repetitions: usize = args.get(2).and_then(|v| v.parse().ok()).unwrap_or(5);
    let expected: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(format!("{path}.expected.json")).expect("expected.json"),
    )
    .unwrap();
    let (lines, prefill) = parse(path);
    let measured = (lines.len() - prefill) as f64;

    let (books, outcome, _) = run_ours(&lines, prefill);
    let mut differences = Vec::new();
    for (sym, want) in expected["symbols"].as_array().unwrap().iter().enumerate() {
        let book = &books[sym];
        let got = [
            ("fills", outcome[sym].fills.to_string(), want["fills"].to_string()),
            (
                "filled_qty",
                outcome[sym].filled.to_string(),
                want["filled_qty"].to_string(),
            ),
            (
                "resting_orders",
                book.len().to_string(),
                want["resting_orders"].to_string(),
            ),
            (
                "best_bid",
                book.best_bid().map_or("null".into(), |p| p.to_string()),
                want["best_bid"].to_string(),
            ),
            (
                "best_ask",
                book.best_ask().map_or("null".into(), |p| p.to_string()),
                want["best_ask"].to_string(),
            ),
            (
                "book_digest_sha256",
                format!("\"{}\"", digest(book)),
                want["book_digest_sha256"].to_string(),
            ),
        ];
        for (field, ours, theirs) in got {
            if ours != theirs {
                differences.push(format!("symbol {sym} {field}: ours {ours}, expected {theirs}"));
            }
        }
    }
    if !differences.is_empty() {
        eprintln!("the replay differs from expected.json; no numbers are reported:");
        for d in differences {
            eprintln!("  {d}");
        }
        std::process::exit(1);
    }
    if repetitions == 0 {
        // Verification only, e.g. under `valgrind --tool=callgrind --toggle-collect='*run_ours*'`.
        println!("outcome verified: {} commands", lines.len());
        return;
    }
    let (lobster_fills, _) = run_lobster(&lines, prefill);
    println!(
        "outcome verified: {} fills, lobster counted {} fills",
        outcome.iter().map(|o| o.fills).sum::<u64>(),
        lobster_fills.iter().sum::<u64>()
    );

    let ours: Vec<f64> = (0..repetitions)
        .map(|_| measured / run_ours(&lines, prefill).2)
        .collect();
    let theirs: Vec<f64> = (0..repetitions)
        .map(|_| measured / run_lobster(&lines, prefill).1)
        .collect();
    let (ours, theirs) = (median(ours), median(theirs));
    println!(
        "throughput (median of {repetitions}): mercato {ours:.0} commands/s, lobster {theirs:.0} commands/s"
    );
    println!("ratio mercato/lobster: {:.2}", ours / theirs);

    let mut books = [Book::new(), Book::new()];
    let mut events = Vec::with_capacity(64);
    for line in &lines[..prefill] {
        events.clear();
        books[line.sym].apply_into(line.command, &mut events);
    }
    let mut latencies: Vec<u64> = Vec::with_capacity(lines.len() - prefill);
    for line in &lines[prefill..] {
        events.clear();
        let start = Instant::now();
        books[line.sym].apply_into(line.command, &mut events);
        latencies.push(start.elapsed().as_nanos() as u64);
    }
    latencies.sort_unstable();
    let at = |q: f64| latencies[((latencies.len() as f64 - 1.0) * q) as usize];
    println!(
        "latency ns: p50 {} p90 {} p99 {} p99.9 {} p99.99 {} max {}",
        at(0.5),
        at(0.9),
        at(0.99),
        at(0.999),
        at(0.9999),
        latencies[latencies.len() - 1]
    );
}
