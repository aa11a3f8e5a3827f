//! `oklc build`: many kernels into one output folder, on `-j` threads, each input compiled only
//! when something it depends on changed.
//!
//! Up-to-date checks compare contents, not times: after a successful compilation a *stamp*
//! (`OUT/.oklc/<name>.stamp`) records fingerprints of the input, of every file it included, of
//! every output written, and of the configuration (oklc's executable and every option). A later
//! build skips the input when all of them still match, so touching a file changes nothing, and
//! editing, deleting or replacing any of them rebuilds it. Outputs whose bytes did not change are
//! not rewritten, so a build system downstream does not recompile the generated code for
//! nothing. The stamp also keeps the input's warnings as they were printed; a build that skips
//! the input prints them again, as cargo replays cached warnings.
//!
//! An input's outputs go together: when it fails, every file of it is removed (those of every
//! backend), so no source stands without its metadata or from an older version.

use std::cell::RefCell;
use std::fmt::Write as _;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use oklc_diag::codes::driver as codes;
use oklc_diag::{Diagnostic, Severity};
use oklc_driver::{FileLoader, Options, Session};

use crate::outputs::{Planned, check_plan, write_all_atomically, write_error};
use crate::{EXIT_ERRORS, EXIT_ICE, EXIT_USAGE, FsLoader, MessageFormat, Printer};

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
    counts: Counts,
    /// The `--instantiate` requests naming no template of the input; `None` when unknown (the
    /// input failed before its templates were seen).
    unmatched: Option<Vec<String>>,
}

impl Report {
    fn new(index: usize, status: Status, text: String, counts: Counts) -> Report {
        Report { index, status, text, counts, unmatched: None }
    }
}

/// Errors and warnings reported.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Counts {
    errors: usize,
    warnings: usize,
}

impl Counts {
    fn of(diagnostics: &[Diagnostic]) -> Counts {
        let count = |severity| diagnostics.iter().filter(|d| d.severity == severity).count();
        Counts { errors: count(Severity::Error), warnings: count(Severity::Warning) }
    }
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
    let started = Instant::now();
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
    let mut summary = Summary { inputs: units.len(), ..Summary::default() };
    let mut status = 0;
    // The requests that every input lacks the template of, while that is known of every input.
    let mut unmatched_everywhere: Option<indexmap::IndexSet<String>> = None;
    let mut templates_unknown = false;
    let progress = Progress::new(out, units.len(), started);
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
                    .unwrap_or_else(|_| {
                        let counts = Counts { errors: 1, warnings: 0 };
                        Report::new(index, Status::Internal, String::new(), counts)
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
        loop {
            let report = match receive.recv_timeout(Progress::TICK) {
                Ok(report) => report,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    progress.tick(printed);
                    continue;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            };
            let index = report.index;
            pending[index] = Some(report);
            while let Some(report) = pending.get_mut(printed).and_then(Option::take) {
                progress.print(&report.text);
                status = status.max(match report.status {
                    Status::UpToDate | Status::Built => 0,
                    Status::Failed => EXIT_ERRORS,
                    Status::Unreadable => EXIT_USAGE,
                    Status::Internal => EXIT_ICE,
                });
                summary.add(&report);
                match report.unmatched {
                    Some(unmatched) => {
                        let unmatched: indexmap::IndexSet<String> = unmatched.into_iter().collect();
                        unmatched_everywhere = Some(match unmatched_everywhere.take() {
                            None => unmatched,
                            Some(before) => before.intersection(&unmatched).cloned().collect(),
                        });
                    }
                    // It failed before its templates were seen: it may declare any of them.
                    None => templates_unknown = true,
                }
                printed += 1;
                progress.tick(printed);
            }
        }
    });
    progress.finish();
    // A request applies to the inputs that declare its template; none doing so is an error.
    for request in unmatched_everywhere.filter(|_| !templates_unknown).into_iter().flatten() {
        out.unlocated_with(
            oklc_diag::codes::sema::BAD_INSTANTIATION,
            &format!("`--instantiate {request}` names no template `@kernel` of any input"),
            &[(
                "help",
                "check the kernel name; only `template` kernels can be instantiated".into(),
            )],
        );
        summary.counts.errors += 1;
        status = status.max(EXIT_ERRORS);
    }
    summary.seconds = started.elapsed().as_secs_f64();
    summary.print(out);
    status
}

/// What a build did, for its closing line.
#[derive(Debug, Default)]
struct Summary {
    inputs: usize,
    built: usize,
    up_to_date: usize,
    failed: usize,
    counts: Counts,
    seconds: f64,
}

impl Summary {
    fn add(&mut self, report: &Report) {
        match report.status {
            Status::UpToDate => self.up_to_date += 1,
            Status::Built => self.built += 1,
            Status::Failed | Status::Unreadable | Status::Internal => self.failed += 1,
        }
        self.counts.errors += report.counts.errors;
        self.counts.warnings += report.counts.warnings;
    }

    /// The closing line (human format: `built 2 of 12 inputs, 10 up to date, 1 warning,
    /// 0 errors in 0.31 s`) or record (JSON); nothing in the short format, which holds
    /// diagnostics only.
    fn print(&self, out: &Printer) {
        let plural = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
        let text = match out.format {
            MessageFormat::Short | MessageFormat::Sarif => return,
            MessageFormat::Json => {
                let record = SummaryRecord {
                    schema: oklc_diag::render::json::SCHEMA,
                    reason: "build-summary",
                    inputs: self.inputs,
                    built: self.built,
                    up_to_date: self.up_to_date,
                    failed: self.failed,
                    warnings: self.counts.warnings,
                    errors: self.counts.errors,
                    seconds: (self.seconds * 1000.0).round() / 1000.0,
                };
                let mut line = serde_json::to_string(&record).unwrap_or_default();
                line.push('\n');
                line
            }
            MessageFormat::Human => {
                let failed = if self.failed > 0 {
                    format!(", {} failed", self.failed)
                } else {
                    String::new()
                };
                format!(
                    "built {} of {}, {} up to date{failed}, {}, {} in {:.2} s\n",
                    self.built,
                    plural(self.inputs, "input"),
                    self.up_to_date,
                    plural(self.counts.warnings, "warning"),
                    plural(self.counts.errors, "error"),
                    self.seconds
                )
            }
        };
        crate::eprint_str(&text);
    }
}

/// The JSON form of [`Summary`], after the diagnostics (docs/cli.md).
#[derive(serde::Serialize)]
struct SummaryRecord {
    schema: u32,
    /// What the object is: diagnostics have a `code` instead.
    reason: &'static str,
    inputs: usize,
    built: usize,
    up_to_date: usize,
    failed: usize,
    warnings: usize,
    errors: usize,
    seconds: f64,
}

/// The progress bar of a build on a terminal (human format only), shown once the build has
/// taken longer than [`Progress::DELAY`]; diagnostics are printed above it.
struct Progress {
    bar: Option<indicatif::ProgressBar>,
    started: Instant,
}

impl Progress {
    /// How long a build runs before the bar appears: a quick build shows none.
    const DELAY: Duration = Duration::from_millis(300);
    /// How often the bar is redrawn while no input finishes.
    const TICK: Duration = Duration::from_millis(100);

    fn new(out: &Printer, inputs: usize, started: Instant) -> Progress {
        let terminal = out.format == MessageFormat::Human && std::io::stderr().is_terminal();
        let bar = terminal.then(|| {
            let bar = indicatif::ProgressBar::with_draw_target(
                Some(inputs as u64),
                indicatif::ProgressDrawTarget::hidden(),
            );
            if let Ok(mut style) =
                indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} inputs {elapsed}")
            {
                if out.ascii {
                    style = style.progress_chars("=> ");
                }
                bar.set_style(style);
            }
            bar
        });
        Progress { bar, started }
    }

    /// Records `done` finished inputs, showing the bar once the build has run long enough.
    fn tick(&self, done: usize) {
        let Some(bar) = &self.bar else { return };
        if bar.is_hidden() && self.started.elapsed() >= Progress::DELAY {
            bar.set_draw_target(indicatif::ProgressDrawTarget::stderr());
        }
        bar.set_position(done as u64);
    }

    /// Prints diagnostics above the bar.
    fn print(&self, text: &str) {
        if text.is_empty() {
            return;
        }
        match &self.bar {
            Some(bar) => bar.suspend(|| crate::eprint_str(text)),
            None => crate::eprint_str(text),
        }
    }

    fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
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
        if self.test_panic && index == 0 {
            panic!("--internal-test-panic was given");
        }
        let render_key = self.out.render_key();
        let stamp = Stamp::read(&unit.stamp);
        if let Some(stamp) = stamp.as_ref().filter(|s| s.is_current(self.config, &render_key)) {
            // Up to date: its warnings are printed again, as they were.
            let counts = Counts { errors: 0, warnings: stamp.warnings };
            let mut report = Report::new(index, Status::UpToDate, stamp.replay.clone(), counts);
            report.unmatched = Some(stamp.unmatched.clone());
            return report;
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
                let counts = Counts { errors: 1, warnings: 0 };
                return Report::new(index, Status::Unreadable, text, counts);
            }
        };
        let mut text = self.out.render(&session.db, result.diagnostics.as_slice());
        let mut counts = Counts::of(result.diagnostics.as_slice());
        let artifacts = match result.artifacts {
            Some(artifacts) if counts.errors == 0 => artifacts,
            _ => {
                // No stale output may stand for an input that no longer compiles.
                remove_outputs(&unit.base);
                let mut report = Report::new(index, Status::Failed, text, counts);
                report.unmatched = result.unmatched_instantiations;
                return report;
            }
        };
        let [source, json, launcher, launcher_json] = output_paths(&unit.base, self.extension);
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
        let unmatched = result.unmatched_instantiations.unwrap_or_default();
        let record = Record {
            read: &read,
            dependencies: &result.dependencies,
            unmatched: &unmatched,
            replay: Replay { text: &text, warnings: counts.warnings, key: &render_key },
        };
        let status = match self.write(unit, &files, &record) {
            Ok(()) => Status::Built,
            Err(message) => {
                // Some outputs may be new and others not: none is kept.
                remove_outputs(&unit.base);
                text.push_str(&self.out.render_unlocated(codes::CANNOT_WRITE_OUTPUT, &message));
                counts.errors += 1;
                Status::Failed
            }
        };
        let mut report = Report::new(index, status, text, counts);
        report.unmatched = Some(unmatched);
        report
    }

    /// Writes the outputs that changed, then the stamp (the input's old stamp is gone by now):
    /// a build interrupted in between leaves no stamp, so the next build compiles the input
    /// again. The folders exist already ([`create_folders`]).
    fn write(
        &self,
        unit: &Unit,
        files: &[(PathBuf, Vec<u8>)],
        record: &Record<'_>,
    ) -> Result<(), String> {
        let changed: Vec<(&Path, &[u8])> = files
            .iter()
            .filter(|(path, bytes)| std::fs::read(path).ok().as_deref() != Some(bytes.as_slice()))
            .map(|(path, bytes)| (path.as_path(), bytes.as_slice()))
            .collect();
        write_all_atomically(&changed).map_err(|(path, e)| write_error(path, &e))?;
        let Some(stamp) = Stamp::of(self.config, record, &unit.input, files) else {
            return Ok(());
        };
        write_all_atomically(&[(&unit.stamp, stamp.text().as_bytes())])
            .map_err(|(path, e)| write_error(path, &e))
    }
}

/// Removes every file a build may have written for the input at `base`, for any backend: a
/// failed input keeps none of its outputs rather than some of them.
fn remove_outputs(base: &Path) {
    for extension in source_extensions() {
        for path in output_paths(base, extension) {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// The source file extensions of every backend.
fn source_extensions() -> indexmap::IndexSet<&'static str> {
    oklc_driver::Backend::ALL.iter().map(|backend| backend.info().extension).collect()
}

/// What a stamp records besides the outputs: what the compilation read, the requests that
/// named no template of the input, and its warnings to print again.
struct Record<'a> {
    read: &'a Recording<'a>,
    dependencies: &'a [PathBuf],
    unmatched: &'a [String],
    replay: Replay<'a>,
}

/// An input's warnings as printed, to print again on a build that skips it.
struct Replay<'a> {
    text: &'a str,
    warnings: usize,
    /// How they were rendered ([`Printer::render_key`]): another format compiles again.
    key: &'a str,
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

/// A 128-bit content fingerprint (XXH3-128). It detects changes; it is no defence against a
/// crafted collision.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Fingerprint(u128);

impl Fingerprint {
    pub(crate) fn of(bytes: &[u8]) -> Fingerprint {
        Fingerprint(xxhash_rust::xxh3::xxh3_128(bytes))
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
    /// The `--instantiate` requests that named no template of the input.
    unmatched: Vec<String>,
    /// The warnings, as printed.
    replay: String,
    warnings: usize,
    /// [`Printer::render_key`] of `replay`.
    render_key: String,
}

const STAMP_HEADER: &str = "oklc build stamp 2";

impl Stamp {
    /// `None` when a path or a request cannot be written in the stamp's line format (a newline
    /// in it) or a dependency was not read through `record.read`: that input is then compiled
    /// on every build.
    fn of(
        config: Fingerprint,
        record: &Record<'_>,
        input: &Path,
        outputs: &[(PathBuf, Vec<u8>)],
    ) -> Option<Stamp> {
        let read = record.read.read.borrow();
        let mut files = Vec::new();
        for path in std::iter::once(input).chain(record.dependencies.iter().map(PathBuf::as_path)) {
            files.push((*read.get(path)?, path.to_path_buf()));
        }
        files.extend(outputs.iter().map(|(path, bytes)| (Fingerprint::of(bytes), path.clone())));
        let one_line = |s: &str| !s.contains('\n');
        let printable = files.iter().all(|(_, p)| p.to_str().is_some_and(one_line))
            && record.unmatched.iter().all(|r| one_line(r))
            && one_line(record.replay.key);
        printable.then(|| Stamp {
            config,
            files,
            unmatched: record.unmatched.to_vec(),
            replay: record.replay.text.to_string(),
            warnings: record.replay.warnings,
            render_key: record.replay.key.to_string(),
        })
    }

    /// The lines `config`, `file FINGERPRINT PATH`..., `unmatched REQUEST`..., then
    /// `warnings COUNT RENDER-KEY` followed by the warnings' text to the end of the file.
    fn text(&self) -> String {
        let mut text = format!("{STAMP_HEADER}\nconfig {:032x}\n", self.config.0);
        for (fingerprint, path) in &self.files {
            let _ = writeln!(text, "file {:032x} {}", fingerprint.0, path.display());
        }
        for request in &self.unmatched {
            let _ = writeln!(text, "unmatched {request}");
        }
        let _ = writeln!(text, "warnings {} {}", self.warnings, self.render_key);
        text.push_str(&self.replay);
        text
    }

    fn read(path: &Path) -> Option<Stamp> {
        let text = std::fs::read_to_string(path).ok()?;
        let (header, mut rest) = text.split_once('\n')?;
        if header != STAMP_HEADER {
            return None;
        }
        let mut next_line = || {
            let (line, tail) = rest.split_once('\n')?;
            rest = tail;
            Some(line)
        };
        let hex = |s: &str| u128::from_str_radix(s, 16).ok().map(Fingerprint);
        let config = hex(next_line()?.strip_prefix("config ")?)?;
        let (mut files, mut unmatched) = (Vec::new(), Vec::new());
        loop {
            let line = next_line()?;
            if let Some(file) = line.strip_prefix("file ") {
                let (fingerprint, path) = file.split_once(' ')?;
                files.push((hex(fingerprint)?, PathBuf::from(path)));
            } else if let Some(request) = line.strip_prefix("unmatched ") {
                unmatched.push(request.to_string());
            } else {
                let (count, key) = line.strip_prefix("warnings ")?.split_once(' ')?;
                return Some(Stamp {
                    config,
                    files,
                    unmatched,
                    replay: rest.to_string(),
                    warnings: count.parse().ok()?,
                    render_key: key.to_string(),
                });
            }
        }
    }

    /// Whether nothing the input's outputs depend on changed, and its warnings (if any) were
    /// printed as this build prints them.
    fn is_current(&self, config: Fingerprint, render_key: &str) -> bool {
        self.config == config
            && (self.replay.is_empty() || self.render_key == render_key)
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
        let warning = "k 1.okl:1:1: warning: w [OKL0330]\nwarnings\n";
        let unmatched = ["t<float>".to_string()];
        let record = |dependencies| Record {
            read: &read,
            dependencies,
            unmatched: &unmatched,
            replay: Replay { text: warning, warnings: 1, key: "short" },
        };
        let stamp = Stamp::of(config, &record(&[]), &input, std::slice::from_ref(&out)).unwrap();
        let unread = [dir.path().join("never-read.h")];
        assert!(Stamp::of(config, &record(&unread), &input, &[]).is_none());
        let path = dir.path().join("k.stamp");
        std::fs::write(&path, stamp.text()).unwrap();
        let read = Stamp::read(&path).unwrap();
        assert_eq!(read.files, stamp.files);
        assert_eq!((read.replay.as_str(), read.warnings), (warning, 1));
        assert_eq!(read.unmatched, unmatched);
        assert!(read.is_current(config, "short"));
        assert!(!read.is_current(config, "json"), "warnings printed in another format");
        assert!(!read.is_current(Fingerprint::of(b"other config"), "short"));
        std::fs::write(&out.0, b"edited").unwrap();
        assert!(!read.is_current(config, "short"));
    }
}
