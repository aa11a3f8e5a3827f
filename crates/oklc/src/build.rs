//! `oklc build`: many kernels into one output folder, on `-j` threads, each input compiled only
//! when something it depends on changed.
//!
//! Up-to-date checks compare contents, not times: after a successful compilation a *stamp*
//! (`OUT/.oklc/<name>.stamp`) records fingerprints of the input, of every file it included, of
//! every output written, and of the configuration (oklc's executable and every option). A later
//! build skips the input when all of them still match, so touching a file changes nothing, and
//! editing, deleting or replacing any of them rebuilds it. Outputs whose bytes did not change are
//! not rewritten, so a build system downstream does not recompile the generated code for
//! nothing. Inputs that reported warnings are compiled on every build, so that their warnings
//! are shown again instead of disappearing after the first run.

use std::cell::RefCell;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use oklc_diag::Diagnostic;
use oklc_diag::codes::driver as codes;
use oklc_driver::{FileLoader, Options, Session};

use crate::outputs::{Planned, check_plan, write_all_atomically, write_error};
use crate::{EXIT_ERRORS, EXIT_ICE, EXIT_USAGE, FsLoader, Printer};

/// One input of a build and where its results go.
pub(crate) struct Unit {
    pub(crate) input: PathBuf,
    /// The output path without extension: `OUT/<relative name>`.
    pub(crate) base: PathBuf,
    pub(crate) stamp: PathBuf,
}

/// The inputs named on the command line: files as given, folders searched recursively for
/// `*.okl` files (in name order; folders reached through symbolic links are not entered, so a
/// link cycle cannot loop). A file keeps its name in `out_dir`; a file found in a folder keeps
/// its path below that folder. An input named twice is built once.
pub(crate) fn units(paths: &[PathBuf], out_dir: &Path) -> Result<Vec<Unit>, String> {
    let mut found: Vec<(PathBuf, PathBuf)> = Vec::new();
    for path in paths {
        if path.is_dir() {
            let before = found.len();
            walk(path, Path::new(""), &mut found)?;
            if found.len() == before {
                return Err(format!("no `.okl` file in the folder `{}`", path.display()));
            }
        } else if path.is_file() {
            let name = path.file_name().map(PathBuf::from).unwrap_or_default();
            found.push((path.clone(), name));
        } else {
            return Err(format!("no such file or folder: `{}`", path.display()));
        }
    }
    let mut seen = indexmap::IndexSet::new();
    let mut units = Vec::new();
    for (input, relative) in found {
        if !seen.insert(std::fs::canonicalize(&input).unwrap_or_else(|_| input.clone())) {
            continue;
        }
        let relative = relative.with_extension("");
        let mut stamp = out_dir.join(".oklc").join(&relative).into_os_string();
        stamp.push(".stamp");
        units.push(Unit { input, base: out_dir.join(&relative), stamp: PathBuf::from(stamp) });
    }
    Ok(units)
}

fn walk(dir: &Path, relative: &Path, found: &mut Vec<(PathBuf, PathBuf)>) -> Result<(), String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot read `{}`: {e}", dir.display()))?;
    let mut entries: Vec<std::fs::DirEntry> = entries.filter_map(Result::ok).collect();
    entries.sort_by_key(std::fs::DirEntry::file_name);
    for entry in entries {
        let path = entry.path();
        let name = relative.join(entry.file_name());
        let is_real_dir = entry.file_type().is_ok_and(|t| t.is_dir());
        if is_real_dir {
            walk(&path, &name, found)?;
        } else if path.extension().is_some_and(|e| e == "okl") && path.is_file() {
            found.push((path, name));
        }
    }
    Ok(())
}

/// The files a unit writes: source, metadata and (GPU backends) launcher and launcher
/// metadata, as `transpile --out-dir` names them.
pub(crate) fn output_paths(base: &Path, extension: &str) -> [PathBuf; 4] {
    let with = |suffix: &str| {
        let mut path = base.as_os_str().to_owned();
        path.push(suffix);
        PathBuf::from(path)
    };
    [with(&format!(".{extension}")), with(".json"), with(".launcher.cpp"), with(".launcher.json")]
}

/// Which launcher files a backend writes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Launchers {
    /// GPU backends have a host launcher.
    pub(crate) source: bool,
    /// OCCA's launcher has metadata (`launcher_build.json`); the native one does not.
    pub(crate) metadata: bool,
}

impl Launchers {
    pub(crate) fn of(options: &Options) -> Launchers {
        let source = !options.mode.is_host();
        let occa = options.launcher_api == oklc_driver::LauncherApi::Occa;
        Launchers { source, metadata: source && occa }
    }
}

/// Every file the build may write, for [`check_plan`].
pub(crate) fn plan(units: &[Unit], extension: &str, launchers: Launchers) -> Vec<Planned> {
    let mut plan = Vec::new();
    for unit in units {
        plan_outputs(&mut plan, &unit.input, &unit.base, extension, launchers);
        let what = format!("the build stamp of `{}`", unit.input.display());
        plan.push(Planned { what, path: unit.stamp.clone() });
    }
    plan
}

/// Plans the files [`output_paths`] names for `input` at `base` (`build`, `transpile --out-dir`).
pub(crate) fn plan_outputs(
    plan: &mut Vec<Planned>,
    input: &Path,
    base: &Path,
    extension: &str,
    launchers: Launchers,
) {
    let of = |what: &str| format!("the {what} of `{}`", input.display());
    let [source, json, launcher, launcher_json] = output_paths(base, extension);
    plan.push(Planned { what: of("source"), path: source });
    plan.push(Planned { what: of("metadata"), path: json });
    if launchers.source {
        plan.push(Planned { what: of("launcher"), path: launcher });
    }
    if launchers.metadata {
        plan.push(Planned { what: of("launcher metadata"), path: launcher_json });
    }
}

/// What happened to one unit.
enum Status {
    UpToDate,
    Built,
    Failed,
    Unreadable,
    /// oklc panicked on it.
    Internal,
}

struct Report {
    index: usize,
    status: Status,
    /// Diagnostics already rendered in the chosen format.
    text: String,
    diagnostics: Vec<Diagnostic>,
}

/// Everything the workers share.
struct Build<'a> {
    options: &'a Options,
    loader: &'a FsLoader,
    out: &'a Printer,
    extension: &'a str,
    config: Fingerprint,
    /// `--internal-test-panic`: panic on the first input.
    test_panic: bool,
}

/// Runs the build; returns the exit status.
pub(crate) fn run(
    out: &Printer,
    options: Options,
    units: &[Unit],
    jobs: usize,
    test_panic: bool,
) -> u8 {
    let extension = options.mode.info().extension;
    let launchers = Launchers::of(&options);
    let inputs: Vec<PathBuf> = units.iter().map(|u| u.input.clone()).collect();
    if let Err(message) = check_plan(&inputs, &plan(units, extension, launchers)) {
        out.unlocated(codes::INVALID_COMMAND_LINE, &message);
        return EXIT_USAGE;
    }
    if let Err(message) = create_folders(units) {
        out.unlocated(codes::CANNOT_WRITE_OUTPUT, &message);
        return EXIT_ERRORS;
    }
    let loader = FsLoader::default();
    let build = Build {
        options: &options,
        loader: &loader,
        out,
        extension,
        config: config(&options),
        test_panic,
    };
    let next = AtomicUsize::new(0);
    let (send, receive) = mpsc::channel::<Report>();
    let mut all: Vec<Diagnostic> = Vec::new();
    let mut status = 0;
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, units.len().max(1)) {
            let send = send.clone();
            let (build, next) = (&build, &next);
            // The main thread's stack size: deeply nested input is handled within it.
            let worker = std::thread::Builder::new().stack_size(8 << 20);
            let spawned = worker.spawn_scoped(scope, move || {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(unit) = units.get(index) else { break };
                    // An oklc bug met in one input: the panic hook has reported it; the
                    // other inputs are still built, and the exit status says 101.
                    let report = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        build.unit(index, unit)
                    }))
                    .unwrap_or_else(|_| Report {
                        index,
                        status: Status::Internal,
                        text: String::new(),
                        diagnostics: Vec::new(),
                    });
                    if send.send(report).is_err() {
                        break;
                    }
                }
            });
            if let Err(e) = spawned {
                out.unlocated(codes::INTERNAL_ERROR, &format!("cannot start a build thread: {e}"));
                status = EXIT_ERRORS;
                break;
            }
        }
        drop(send);
        // Reports are printed in input order, each as soon as those before it are done.
        let mut pending: Vec<Option<Report>> = (0..units.len()).map(|_| None).collect();
        let mut printed = 0;
        for report in receive {
            let index = report.index;
            pending[index] = Some(report);
            while let Some(report) = pending.get_mut(printed).and_then(Option::take) {
                crate::eprint_str(&report.text);
                status = status.max(match report.status {
                    Status::UpToDate | Status::Built => 0,
                    Status::Failed => EXIT_ERRORS,
                    Status::Unreadable => EXIT_USAGE,
                    Status::Internal => EXIT_ICE,
                });
                all.extend(report.diagnostics);
                printed += 1;
            }
        }
    });
    out.summary(&all);
    status
}

/// Creates every folder the outputs and stamps go to, once each, before the workers start (one
/// `mkdir` per output file cost as much as writing it on a slow file system).
fn create_folders(units: &[Unit]) -> Result<(), String> {
    let mut folders = indexmap::IndexSet::new();
    for unit in units {
        folders.extend(unit.base.parent());
        folders.extend(unit.stamp.parent());
    }
    for folder in folders {
        std::fs::create_dir_all(folder)
            .map_err(|e| format!("cannot create `{}`: {e}", folder.display()))?;
    }
    Ok(())
}

impl Build<'_> {
    fn unit(&self, index: usize, unit: &Unit) -> Report {
        let report = |status, text, diagnostics| Report { index, status, text, diagnostics };
        if self.test_panic && index == 0 {
            panic!("--internal-test-panic was given");
        }
        let stamp = Stamp::read(&unit.stamp);
        if stamp.as_ref().is_some_and(|stamp| stamp.is_current(self.config)) {
            return report(Status::UpToDate, String::new(), Vec::new());
        }
        if stamp.is_some() {
            // Outdated from here on, whatever happens next.
            let _ = std::fs::remove_file(&unit.stamp);
        }
        let read = Recording { inner: self.loader, read: RefCell::default() };
        let mut session = Session::new(self.options.clone(), &read);
        let result = match session.transpile(&unit.input) {
            Ok(result) => result,
            Err(e) => {
                let text = self.out.render_unlocated(e.code(), &e.to_string());
                return report(Status::Unreadable, text, Vec::new());
            }
        };
        let mut text = self.out.render(&session.db, result.diagnostics.as_slice());
        let diagnostics: Vec<Diagnostic> = result.diagnostics.into_iter().collect();
        let paths = output_paths(&unit.base, self.extension);
        let artifacts = match result.artifacts {
            Some(artifacts) if !diagnostics.iter().any(Diagnostic::is_error) => artifacts,
            _ => {
                // No stale output may stand for an input that no longer compiles.
                for path in &paths {
                    let _ = std::fs::remove_file(path);
                }
                return report(Status::Failed, text, diagnostics);
            }
        };
        let [source, json, launcher, launcher_json] = paths;
        let mut files = vec![
            (source, artifacts.source.into_bytes()),
            (json, artifacts.metadata.to_json().into_bytes()),
        ];
        if let Some(text) = artifacts.launcher {
            files.push((launcher, text.into_bytes()));
        }
        match artifacts.launcher_metadata {
            Some(metadata) => files.push((launcher_json, metadata.to_json().into_bytes())),
            // Left from a build with other options (the OCCA launcher API), it would not match.
            None => {
                let _ = std::fs::remove_file(&launcher_json);
            }
        }
        let warned = !diagnostics.is_empty();
        match self.write(unit, &read, &result.dependencies, &files, warned) {
            Ok(()) => report(Status::Built, text, diagnostics),
            Err(message) => {
                text.push_str(&self.out.render_unlocated(codes::CANNOT_WRITE_OUTPUT, &message));
                report(Status::Failed, text, diagnostics)
            }
        }
    }

    /// Writes the outputs that changed, then the stamp (the input's old stamp is gone by now):
    /// a build interrupted in between leaves no stamp, so the next build compiles the input
    /// again. The folders exist already ([`create_folders`]).
    fn write(
        &self,
        unit: &Unit,
        read: &Recording<'_>,
        dependencies: &[PathBuf],
        files: &[(PathBuf, Vec<u8>)],
        warned: bool,
    ) -> Result<(), String> {
        let changed: Vec<(&Path, &[u8])> = files
            .iter()
            .filter(|(path, bytes)| std::fs::read(path).ok().as_deref() != Some(bytes.as_slice()))
            .map(|(path, bytes)| (path.as_path(), bytes.as_slice()))
            .collect();
        write_all_atomically(&changed).map_err(|(path, e)| write_error(path, &e))?;
        if warned {
            return Ok(());
        }
        let Some(stamp) = Stamp::of(self.config, read, &unit.input, dependencies, files) else {
            return Ok(());
        };
        write_all_atomically(&[(&unit.stamp, stamp.text().as_bytes())])
            .map_err(|(path, e)| write_error(path, &e))
    }
}

/// The loader of one compilation: reads through the build's loader and keeps a fingerprint of
/// the bytes of every file, so that the stamp describes what was compiled. A file changed while
/// the build runs then differs from its stamp, and the next build compiles the input again
/// (reading it back after the compilation would record the new contents for old outputs).
struct Recording<'a> {
    inner: &'a FsLoader,
    read: RefCell<indexmap::IndexMap<PathBuf, Fingerprint>>,
}

impl FileLoader for Recording<'_> {
    fn load(&self, path: &Path) -> std::io::Result<Option<Vec<u8>>> {
        let bytes = self.inner.load(path)?;
        if let Some(bytes) = &bytes {
            self.read.borrow_mut().entry(path.to_path_buf()).or_insert(Fingerprint::of(bytes));
        }
        Ok(bytes)
    }
}

/// The configuration's fingerprint: oklc's own executable (path, size, modification time, as
/// ccache identifies a compiler) and every option that can change an output.
fn config(options: &Options) -> Fingerprint {
    let mut text = format!("oklc {}\n{options:?}\n", env!("CARGO_PKG_VERSION"));
    if let Ok(exe) = std::env::current_exe()
        && let Ok(meta) = std::fs::metadata(&exe)
    {
        let modified =
            meta.modified().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok());
        let _ = write!(text, "{} {} {modified:?}", exe.display(), meta.len());
    }
    Fingerprint::of(text.as_bytes())
}

/// A 128-bit content fingerprint: two 64-bit multiply-xorshift lanes over 8-byte words, and the
/// length. It detects changes; it is no defence against a crafted collision.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Fingerprint(u128);

impl Fingerprint {
    pub(crate) fn of(bytes: &[u8]) -> Fingerprint {
        fn mix(mut x: u64) -> u64 {
            x ^= x >> 33;
            x = x.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
            x ^= x >> 33;
            x = x.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
            x ^ (x >> 33)
        }
        let (mut a, mut b) = (0x243F_6A88_85A3_08D3u64, 0x1319_8A2E_0370_7344u64);
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            let w = u64::from_le_bytes(word.try_into().unwrap_or_default());
            a = (a ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29);
            b = (b ^ w.rotate_left(32)).wrapping_mul(0xC2B2_AE3D_27D4_EB4F).rotate_left(31);
        }
        let mut tail = [0u8; 8];
        tail[..words.remainder().len()].copy_from_slice(words.remainder());
        let w = u64::from_le_bytes(tail) ^ (bytes.len() as u64).rotate_left(56);
        a = mix(a ^ w);
        b = mix(b ^ w.rotate_left(32) ^ bytes.len() as u64);
        Fingerprint(u128::from(a) << 64 | u128::from(b))
    }

    fn of_file(path: &Path) -> Option<Fingerprint> {
        std::fs::read(path).ok().map(|bytes| Fingerprint::of(&bytes))
    }
}

/// What a successful compilation of one input depended on and produced.
struct Stamp {
    config: Fingerprint,
    /// Input, included files and outputs: every file whose contents must be unchanged.
    files: Vec<(Fingerprint, PathBuf)>,
}

const STAMP_HEADER: &str = "oklc build stamp 1";

impl Stamp {
    /// `None` when a path cannot be written in the stamp's line format (a newline in it) or a
    /// dependency was not read through `read`: that input is then compiled on every build.
    fn of(
        config: Fingerprint,
        read: &Recording<'_>,
        input: &Path,
        dependencies: &[PathBuf],
        outputs: &[(PathBuf, Vec<u8>)],
    ) -> Option<Stamp> {
        let read = read.read.borrow();
        let mut files = Vec::new();
        for path in std::iter::once(input).chain(dependencies.iter().map(PathBuf::as_path)) {
            files.push((*read.get(path)?, path.to_path_buf()));
        }
        files.extend(outputs.iter().map(|(path, bytes)| (Fingerprint::of(bytes), path.clone())));
        let printable = files.iter().all(|(_, p)| p.to_str().is_some_and(|s| !s.contains('\n')));
        printable.then_some(Stamp { config, files })
    }

    fn text(&self) -> String {
        let mut text = format!("{STAMP_HEADER}\nconfig {:032x}\n", self.config.0);
        for (fingerprint, path) in &self.files {
            let _ = writeln!(text, "file {:032x} {}", fingerprint.0, path.display());
        }
        text
    }

    fn read(path: &Path) -> Option<Stamp> {
        let text = std::fs::read_to_string(path).ok()?;
        let mut lines = text.lines();
        if lines.next()? != STAMP_HEADER {
            return None;
        }
        let hex = |s: &str| u128::from_str_radix(s, 16).ok().map(Fingerprint);
        let config = hex(lines.next()?.strip_prefix("config ")?)?;
        let mut files = Vec::new();
        for line in lines {
            let (fingerprint, path) = line.strip_prefix("file ")?.split_once(' ')?;
            files.push((hex(fingerprint)?, PathBuf::from(path)));
        }
        Some(Stamp { config, files })
    }

    fn is_current(&self, config: Fingerprint) -> bool {
        self.config == config
            && !self.files.is_empty()
            && self.files.iter().all(|(f, path)| Fingerprint::of_file(path) == Some(*f))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprints_see_every_byte_and_the_length() {
        let base = Fingerprint::of(b"@kernel void k(int n) {}\n");
        assert_eq!(base, Fingerprint::of(b"@kernel void k(int n) {}\n"));
        assert_ne!(base, Fingerprint::of(b"@kernel void k(int m) {}\n"));
        assert_ne!(Fingerprint::of(b""), Fingerprint::of(b"\0"));
        assert_ne!(Fingerprint::of(b"abcdefgh"), Fingerprint::of(b"abcdefgh\0"));
    }

    #[test]
    fn stamps_read_back_what_they_wrote() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("k 1.okl");
        std::fs::write(&input, "x").unwrap();
        let out = (dir.path().join("k 1.cpp"), b"y".to_vec());
        std::fs::write(&out.0, &out.1).unwrap();
        let config = Fingerprint::of(b"config");
        let loader = FsLoader::default();
        let read = Recording { inner: &loader, read: RefCell::default() };
        assert!(read.load(&input).unwrap().is_some());
        let stamp = Stamp::of(config, &read, &input, &[], std::slice::from_ref(&out)).unwrap();
        let unread = [dir.path().join("never-read.h")];
        assert!(Stamp::of(config, &read, &input, &unread, &[]).is_none());
        let path = dir.path().join("k.stamp");
        std::fs::write(&path, stamp.text()).unwrap();
        let read = Stamp::read(&path).unwrap();
        assert_eq!(read.files, stamp.files);
        assert!(read.is_current(config));
        assert!(!read.is_current(Fingerprint::of(b"other config")));
        std::fs::write(&out.0, b"edited").unwrap();
        assert!(!read.is_current(config));
    }
}
