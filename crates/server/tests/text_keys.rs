//! Every text key the server's code names exists in the locale catalogue, so a misspelt key fails here instead of
//! showing the key itself to a user (the lookup falls back to the key).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use mercato::{features::messages::service::NOTE_KEYS, i18n::TEXT_KEYS};

fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push((
                path.display().to_string(),
                std::fs::read_to_string(&path).unwrap(),
            ));
        }
    }
}

/// The string literals among a call's arguments before its placeholder list (`&[...]`).
fn literal_keys(call: &str) -> Vec<String> {
    let head = call.split("&[").next().unwrap_or(call);
    head.split('"')
        .skip(1)
        .step_by(2)
        .filter(|s| {
            !s.is_empty()
                && s.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        })
        .map(str::to_string)
        .collect()
}

/// The argument text of every call of `name(` in `code`, up to its closing parenthesis.
fn calls<'a>(code: &'a str, name: &str) -> Vec<&'a str> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find(name) {
        let args = &rest[at + name.len()..];
        let mut depth = 1;
        let end = args
            .char_indices()
            .find(|&(_, c)| {
                match c {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    _ => {}
                }
                depth == 0
            })
            .map_or(args.len(), |(i, _)| i);
        out.push(&args[..end]);
        rest = &args[end..];
    }
    out
}

#[test]
fn every_text_key_named_in_the_code_is_in_the_catalogue() {
    let mut files = Vec::new();
    sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let mut named = 0;
    let mut missing = Vec::new();
    for (file, code) in &files {
        for call in ["i18n::text(", "Envelope::text("]
            .iter()
            .flat_map(|n| calls(code, n))
        {
            for key in literal_keys(call) {
                named += 1;
                if !TEXT_KEYS.contains(&key.as_str()) {
                    missing.push(format!("{file}: {key}"));
                }
            }
        }
    }
    assert!(named > 40, "the calls were read: {named} keys");
    assert!(
        missing.is_empty(),
        "text keys missing from the catalogue: {missing:?}"
    );
}

#[test]
fn every_message_kind_has_a_title_and_a_body() {
    for kind in NOTE_KEYS {
        for part in ["title", "body"] {
            let key = format!("mail_{kind}_{part}");
            assert!(TEXT_KEYS.contains(&key.as_str()), "{key}");
        }
    }
}

#[test]
fn the_reader_finds_a_misspelt_key() {
    let code = r#"let t = i18n::text(lang, if up { "micro_up" } else { "micro_dwon" }, &[("x", "y")]);"#;
    let keys: Vec<String> = calls(code, "i18n::text(")
        .iter()
        .flat_map(|c| literal_keys(c))
        .collect();
    assert_eq!(keys, vec!["micro_up", "micro_dwon"]);
    assert!(!TEXT_KEYS.contains(&"micro_dwon"));
}
