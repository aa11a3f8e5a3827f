//! Running the real compiler from tests: from files on disk or from in-memory sources.

use std::path::Path;

use oklc_diag::Diagnostics;
use oklc_driver::{FileLoader, MacroAction, MemoryLoader, Options, Session};
use oklc_span::SourceDb;

/// Reads inputs and headers from the filesystem.
pub struct Fs;

impl FileLoader for Fs {
    fn load(&self, path: &Path) -> std::io::Result<Option<Vec<u8>>> {
        match std::fs::read(path) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// `NAME` / `NAME=VALUE` command-line defines as macro actions.
pub fn defines(list: &[String]) -> Vec<MacroAction> {
    list.iter()
        .map(|d| match d.split_once('=') {
            Some((name, value)) => {
                MacroAction::Define { name: name.into(), value: Some(value.into()) }
            }
            None => MacroAction::Define { name: d.clone(), value: None },
        })
        .collect()
}

/// Generated source and metadata JSON of one transpilation.
pub struct Output {
    pub source: String,
    pub metadata_json: String,
    /// The host launcher of a GPU backend.
    pub launcher: Option<String>,
}

/// Transpiles a file; `Err` carries the rendered diagnostics (short format).
pub fn transpile_file(path: &Path, options: Options) -> Result<Output, String> {
    let mut session = Session::new(options, &Fs);
    let compiled = session.transpile(path).map_err(|e| e.to_string())?;
    let rendered: String =
        compiled.diagnostics.iter().map(|d| oklc_diag::render::short(&session.db, d)).collect();
    match compiled.artifacts {
        Some(a) if !compiled.diagnostics.has_errors() => Ok(Output {
            source: a.source,
            metadata_json: a.metadata.to_json(),
            launcher: a.launcher,
        }),
        _ => Err(format!("oklc reported errors:\n{rendered}")),
    }
}

/// Checks in-memory sources (the first is the input) and returns the database and diagnostics.
pub fn check_sources(files: &[(&str, &str)], options: Options) -> (SourceDb, Diagnostics) {
    let mut loader = MemoryLoader::new();
    for (name, text) in files {
        loader.insert(*name, text.as_bytes().to_vec());
    }
    let mut session = Session::new(options, &loader);
    let checked = session.check(Path::new(files[0].0)).expect("in-memory input is readable");
    (session.db, checked.diagnostics)
}
