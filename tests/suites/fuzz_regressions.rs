//! The `fuzz_regressions` suite: replays saved fuzz inputs on stable Rust.
//!
//! Every file under `fuzz/regressions/<target>/` goes through the same entry point the cargo-fuzz
//! target of that name calls (`oklc_driver::fuzz::{lex, preprocess, parse, compile}`,
//! `oklc_passes::fuzz_ir`), which panics when an invariant breaks. To keep a crash found by `cargo fuzz run <target>`, copy the minimised artifact into
//! that folder. Inputs too large to commit (a 1 MB line, a 1 MB comment) are generated here.

use std::path::{Path, PathBuf};

fn regressions(target: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions").join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && p.file_name().is_some_and(|n| n != ".gitkeep"))
        .collect();
    files.sort();
    files
}

fn replay(target: &str, run: fn(&[u8])) {
    let files = regressions(target);
    assert!(!files.is_empty(), "no regression inputs for `{target}`");
    for path in files {
        let data = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        eprintln!("replaying {}", path.display());
        run(&data);
    }
}

#[test]
fn lex_regressions() {
    replay("lex", oklc_driver::fuzz::lex);
}

#[test]
fn pp_regressions() {
    replay("pp", oklc_driver::fuzz::preprocess);
}

#[test]
fn parse_regressions() {
    replay("parse", oklc_driver::fuzz::parse);
}

#[test]
fn compile_regressions() {
    replay("compile", oklc_driver::fuzz::compile);
}

#[test]
fn ir_regressions() {
    replay("ir", oklc_passes::fuzz_ir);
}

/// Hostile inputs that are generated rather than stored.
fn generated() -> Vec<Vec<u8>> {
    let mut long_line = b"int x = ".to_vec();
    long_line.extend(std::iter::repeat_n(b"1+".as_slice(), 500_000).flatten());
    long_line.extend_from_slice(b"1;\n");
    let long_garbage = vec![b'`'; 1 << 20];
    let long_comment = [b"/*".as_slice(), &vec![b'x'; 1 << 20]].concat();
    vec![
        long_line,
        long_garbage,
        long_comment,
        Vec::new(),
        vec![0u8; 64],
        vec![0xff; 64],
        b"\\".to_vec(),
        b"\r".to_vec(),
    ]
}

#[test]
fn generated_hostile_inputs() {
    for data in generated() {
        oklc_driver::fuzz::lex(&data);
        oklc_driver::fuzz::preprocess(&data);
        oklc_driver::fuzz::parse(&data);
    }
}

#[test]
fn every_stored_input_survives_every_target() {
    for target in ["lex", "pp", "parse", "compile"] {
        for path in regressions(target) {
            let data = std::fs::read(&path).unwrap_or_default();
            oklc_driver::fuzz::lex(&data);
            oklc_driver::fuzz::preprocess(&data);
            oklc_driver::fuzz::parse(&data);
            oklc_driver::fuzz::compile(&data);
        }
    }
}
