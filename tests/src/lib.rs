//! Shared helpers of the data-driven test suites: locating fixtures and comparing golden files.

pub mod conformance;
pub mod metal_check;
pub mod metal_conformance;
pub mod pipeline;

use std::path::{Path, PathBuf};

/// The preprocessor's [`oklc_pp::FileLoader`] over the file system (the preprocessor itself does
/// no I/O; the `oklc` binary has its own loader).
pub struct PpFs;

impl oklc_pp::FileLoader for PpFs {
    fn load(&self, path: &Path) -> std::io::Result<Option<String>> {
        match std::fs::read(path) {
            Ok(bytes) => String::from_utf8(bytes)
                .map(Some)
                .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e)),
            Err(_) if !path.is_file() => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// Folder of the test data.
pub fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data")
}

/// Whether golden files should be rewritten instead of compared (`OKLC_BLESS=1`).
pub fn blessing() -> bool {
    std::env::var_os("OKLC_BLESS").is_some_and(|v| v != "0")
}

/// Compares `actual` with the golden file at `path`, or rewrites it when blessing.
/// Returns a description of the mismatch, so suites can report all failures at once.
pub fn check_golden(path: &Path, actual: &str) -> Result<(), String> {
    if blessing() {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        std::fs::write(path, actual).map_err(|e| format!("{}: {e}", path.display()))?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: {e} (run with OKLC_BLESS=1 to create it)", path.display()))?;
    if expected == actual {
        Ok(())
    } else {
        Err(format!("{}: golden file differs\n{}", path.display(), line_diff(&expected, actual)))
    }
}

/// Checks that no golden file `path` exists (one an earlier output left, which the current
/// output replaces); blessing removes it.
pub fn check_absent(path: &Path) -> Result<(), String> {
    if !path.exists() {
        return Ok(());
    }
    if blessing() {
        return std::fs::remove_file(path).map_err(|e| format!("{}: {e}", path.display()));
    }
    Err(format!("{}: stale golden file (run with OKLC_BLESS=1 to remove it)", path.display()))
}

/// A unified line diff (`-` expected, `+` actual, three lines of context) for failure messages.
pub fn line_diff(expected: &str, actual: &str) -> String {
    similar::TextDiff::from_lines(expected, actual)
        .unified_diff()
        .context_radius(3)
        .header("expected", "actual")
        .to_string()
}

/// Files in `dir` with extension `ext`, sorted by name.
pub fn files_with_ext(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|x| x == ext));
    files.sort();
    files
}
