//! The `cli` suite lives in `crates/oklc/tests/cli.rs`.
//!
//! Cargo hands the path of a binary (`CARGO_BIN_EXE_oklc`) only to integration tests of the
//! package that builds it, so the end-to-end tests of the `oklc` command line (exit statuses,
//! colour, JSON purity, atomic outputs, `explain`, `-D`/`-U` order) are there; run them with
//! `cargo test -p oklc`. Argument ordering is also unit-tested through the driver below.

use oklc_driver::{MacroAction, MemoryLoader, Options, Session};

#[test]
fn driver_receives_macro_actions_in_order() {
    let options = Options {
        macros: vec![
            MacroAction::Define { name: "A".into(), value: None },
            MacroAction::Undef { name: "A".into() },
        ],
        ..Options::default()
    };
    let loader = MemoryLoader::new().with("m.okl", "int v;\n");
    let mut session = Session::new(options, &loader);
    assert_eq!(session.options().macros.len(), 2);
    let out = session.preprocess(std::path::Path::new("m.okl")).expect("readable");
    assert!(!out.diagnostics.has_errors());
}
