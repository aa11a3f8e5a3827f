//! The `oklc` command line: argument parsing, file I/O, printing diagnostics and exit codes.
//!
//! Everything else lives in `oklc-driver`, which does no I/O; this binary supplies the
//! filesystem [`FileLoader`], picks the diagnostic rendering, writes outputs atomically
//! (temporary file in the target folder, then rename) and maps outcomes to exit statuses:
//! 0 success, 1 diagnostics with errors (or an output that cannot be written), 2 usage errors
//! and unreadable inputs, 101 internal compiler errors.

use std::ffi::OsString;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::{ArgMatches, Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use oklc_diag::codes::driver as codes;
use oklc_diag::{Code, Diagnostic, Severity, WarningLevel, WarningPolicy, render};
use oklc_driver::{Backend, DriverError, Emit, FileLoader, MacroAction, Options, Session};
use oklc_span::SourceDb;

mod build;
mod normalize;
mod outputs;
use outputs::{
    Planned, check_plan, make_rule, write_all_atomically, write_atomically, write_error,
};

const EXIT_ERRORS: u8 = 1;
const EXIT_USAGE: u8 = 2;
const EXIT_ICE: u8 = 101;

/// Set once the command line asked for JSON, so the panic hook keeps the stream pure.
static JSON_MODE: AtomicBool = AtomicBool::new(false);

#[derive(Parser, Debug)]
#[command(name = "oklc", version, about = "Compiler for the OCCA Kernel Language")]
struct Cli {
    /// When to colour human diagnostics; `auto` colours a terminal unless NO_COLOR is set.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    color: ColorChoice,
    /// How diagnostics are printed on stderr; `sarif` prints one SARIF 2.1.0 log on stdout
    /// instead (`check` and `build`).
    #[arg(long, value_enum, default_value_t = MessageFormat::Human, global = true)]
    message_format: MessageFormat,
    /// Warning control, as gcc spells it: `-Werror` (every warning is an error),
    /// `-Wno-OKLnnnn` (silence one), `-Werror=OKLnnnn` (make one an error),
    /// `-Wno-error=OKLnnnn` (keep one a warning); also `-W OKLnnnn=ignored|warning|error`.
    /// A rule for one code wins over `-w` and `-Werror`. `-W conversion` reports implicit
    /// conversions that lose precision or promote `float` arithmetic to `double`.
    #[arg(short = 'W', value_name = "RULE", global = true, value_parser = parse_warning_rule)]
    warnings: Vec<WarningRule>,
    /// Report no warnings (gcc's `-w`).
    #[arg(short = 'w', global = true)]
    no_warnings: bool,
    /// The characters of human diagnostics' snippets: `auto` draws boxes in Unicode unless the
    /// locale (`LC_ALL`, `LC_CTYPE`, `LANG`) names another character set than UTF-8
    /// (`LANG=C`).
    #[arg(long, value_enum, default_value_t = Charset::Auto, global = true)]
    charset: Charset,
    /// Panics on purpose, to test the internal-error path.
    #[arg(long, hide = true, global = true)]
    internal_test_panic: bool,
    /// With `--version`: also the commit, build date, target and backends (as `rustc -vV`).
    #[arg(short = 'v', long)]
    verbose: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the preprocessed translation unit as compilable text.
    Preprocess(PreprocessArgs),
    /// Run every analysis stage and report diagnostics (optionally print a stage dump).
    Check(CheckArgs),
    /// Compile OKL to backend source: `oklc transpile k.okl --backend openmp -o k.cpp`.
    Transpile(TranspileArgs),
    /// Compile many kernels into a folder, only those that changed, in parallel:
    /// `oklc build kernels/ --backend cuda --out-dir gen/`.
    // Stdin is no input of a build: `--stdin-name` is refused there, and not offered.
    #[command(mut_arg("stdin_name", |arg| arg.hide(true)))]
    Build(BuildArgs),
    /// Convert kernels between `@attr` and C++ attribute syntax, exactly and both ways:
    /// `oklc normalize k.okl --to cxx --in-place`.
    Normalize(normalize::NormalizeArgs),
    /// Print the documentation of a diagnostic code or an attribute, e.g. `oklc explain
    /// OKL0002`, `oklc explain @outer`.
    // Only its argument is listed: the global options only shape an unknown code's error.
    #[command(help_template = EXPLAIN_HELP)]
    Explain {
        /// The code, `OKLnnnn` (the `OKL` prefix may be omitted or lower case), or an attribute,
        /// `@name`.
        code: String,
    },
    /// Print a shell completion script on stdout: `oklc completions bash > oklc.bash`.
    Completions {
        /// The shell the script is for.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff) on stdout: `oklc man > oklc.1`.
    Man,
    /// List the backends: OCCA mode name, whether this oklc can compile for it, the extension
    /// of its source, `OKL_MODE`, and the other names `--backend` takes.
    Backends,
    /// Run the language server on stdin and stdout (Language Server Protocol), for editors.
    Lsp,
}

/// `explain --help`: what `explain` takes, without the global options.
const EXPLAIN_HELP: &str =
    "{about-with-newline}\n{usage-heading} oklc explain <CODE>\n\nArguments:\n{positionals}\n";

#[derive(Args, Debug)]
struct CommonArgs {
    /// Define a macro (`NAME`, `NAME=VALUE`, `F(x)=VALUE`); applied in order with `-U`.
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    define: Vec<String>,
    /// Undefine a macro; applied in order with `-D`.
    #[arg(short = 'U', value_name = "NAME")]
    undef: Vec<String>,
    /// Add a folder to the `#include` search path.
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
    /// Read FILE before each input, as if `#include "FILE"` were its first line (gcc's
    /// `-include`; OCCA's `includes` property); looked up in the working folder, then in `-I`.
    #[arg(long = "include", value_name = "FILE")]
    forced_include: Vec<PathBuf>,
    /// The backend to compile for, by OCCA's mode name in any case (`CUDA`, `OpenMP`); also
    /// sets the predefined macros `OKL_MODE` and `OCCA_USING_GPU`. `oklc backends` lists them.
    #[arg(
        short = 'm',
        long = "backend",
        visible_alias = "mode",
        value_name = "BACKEND",
        default_value = "serial",
        ignore_case = true,
        value_parser = backend_parser()
    )]
    mode: Backend,
    /// Instantiate a template kernel, e.g. `--instantiate 'addVectors<float>'` (repeatable).
    #[arg(long, value_name = "NAME<ARGS>")]
    instantiate: Vec<String>,
    /// With `-` as the input (read from stdin): the file name diagnostics show for it and whose
    /// folder `#include "..."` searches first, e.g. the path of an editor's unsaved buffer.
    #[arg(long, value_name = "PATH")]
    stdin_name: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct PreprocessArgs {
    /// The OKL file (`-`: stdin).
    input: PathBuf,
    #[command(flatten)]
    common: CommonArgs,
    /// Write the output here (atomically) instead of stdout (`-`); nothing is written on
    /// errors.
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<PathBuf>,
    /// Emit `#line` markers.
    #[arg(long)]
    line_markers: bool,
}

#[derive(Args, Debug)]
struct CheckArgs {
    /// One or more OKL files (`-`: stdin), each checked on its own.
    #[arg(required = true)]
    inputs: Vec<PathBuf>,
    #[command(flatten)]
    common: CommonArgs,
    /// Print a stage dump on stdout: tokens, pp, ast, lowered, ir, ir-after=PASS, info.
    #[arg(long, value_name = "WHAT", value_parser = parse_emit)]
    emit: Option<Emit>,
}

#[derive(Args, Debug)]
struct TranspileArgs {
    /// One or more OKL files; several need `--out-dir`.
    #[arg(required = true)]
    inputs: Vec<PathBuf>,
    #[command(flatten)]
    common: CommonArgs,
    /// Write the generated source here (atomically) instead of stdout (`-`).
    #[arg(short = 'o', value_name = "OUT", conflicts_with = "out_dir")]
    output: Option<PathBuf>,
    /// Write `<name>.<ext>` and `<name>.json` (metadata) for every input into this folder.
    #[arg(long, value_name = "DIR")]
    out_dir: Option<PathBuf>,
    /// Write the kernel metadata JSON (OCCA's `build.json` `kernel/metadata` shape) here (`-`:
    /// stdout, with `-o FILE`).
    #[arg(long, value_name = "PATH")]
    metadata: Option<PathBuf>,
    /// Write the host launcher here (GPU backends; `-`: stdout, with `-o FILE`).
    #[arg(long, value_name = "PATH")]
    launcher: Option<PathBuf>,
    /// Write the launcher's metadata JSON (OCCA's `launcher_build.json` `kernel/metadata` shape;
    /// GPU backends with `--launcher-api occa`) here (`-`: stdout, with `-o FILE`).
    #[arg(long, value_name = "PATH")]
    launcher_metadata: Option<PathBuf>,
    /// Write a Make-style dependency file here (gcc's `-MD -MF PATH`): the written outputs
    /// depend on the input and every file it `#include`s; each header is also listed as a target
    /// of its own (`-MP`), so deleting one does not break the build.
    #[arg(long, value_name = "PATH")]
    depfile: Option<PathBuf>,
    #[command(flatten)]
    output_options: OutputOptions,
}

#[derive(Args, Debug)]
struct BuildArgs {
    /// OKL files, and folders searched recursively for `*.okl` files.
    #[arg(required = true)]
    inputs: Vec<PathBuf>,
    #[command(flatten)]
    common: CommonArgs,
    /// The output folder. Each input gets `<name>.<ext>`, `<name>.json` (metadata) and, for GPU
    /// backends, `<name>.launcher.cpp` and `<name>.launcher.json`, placed below it as the input
    /// is below the folder named on the command line; build stamps go to `DIR/.oklc/`.
    #[arg(long, value_name = "DIR", required = true)]
    out_dir: PathBuf,
    /// How many inputs to compile at once [default: the number of cores].
    #[arg(short = 'j', long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    jobs: Option<u32>,
    #[command(flatten)]
    output_options: OutputOptions,
}

/// How the generated code is printed: shared by `transpile` and `build`.
#[derive(Args, Debug)]
struct OutputOptions {
    /// Emit `#line` directives so C++ compiler messages point at the OKL source.
    #[arg(long)]
    line_directives: bool,
    /// Leave the source's comments out of the generated code.
    #[arg(long)]
    no_comments: bool,
    /// Serial/OpenMP: start the output with `<stdint.h>`, `<cstdlib>`, `<cstdio>`, `<cmath>` and
    /// `using namespace std;` (OCCA's `serial/include_std`), so it compiles without OCCA.
    #[arg(long)]
    include_std: bool,
    /// Serial/OpenMP: start the output with `#include <occa.hpp>` (OCCA's `kernel/include_occa`).
    #[arg(long)]
    include_occa: bool,
    /// GPU backends: the runtime the launcher calls: `occa` (OCCA's `launcher_source.cpp`,
    /// the default) or `native` (the vendor runtime directly, e.g. `cudaLaunchKernel`; no OCCA
    /// needed).
    #[arg(long, value_name = "API", value_parser = ["occa", "native"])]
    launcher_api: Option<String>,
    /// dpcpp: include the legacy `<CL/sycl.hpp>` (OCCA's own dpcpp output) instead of SYCL 2020's
    /// `<sycl/sycl.hpp>`, for DPC++ toolchains that predate it; the code is otherwise the same
    #[arg(long)]
    sycl_legacy_header: bool,
    /// Also write every diagnostic to this file as one SARIF 2.1.0 log (atomically).
    #[arg(long, value_name = "PATH")]
    sarif_file: Option<PathBuf>,
}

impl OutputOptions {
    fn apply(&self, options: &mut Options) {
        options.line_directives = self.line_directives;
        options.keep_comments = !self.no_comments;
        options.host_headers = oklc_driver::HostHeaders {
            include_std: self.include_std,
            include_occa: self.include_occa,
        };
        options.launcher_api =
            self.launcher_api.as_deref().and_then(|api| api.parse().ok()).unwrap_or_default();
        options.sycl = oklc_driver::SyclOptions { legacy_header: self.sycl_legacy_header };
    }

    /// The usage error for an option that means nothing for `backend` (a launcher option with
    /// a host backend, a host prelude with a GPU one): such an option is refused, never
    /// ignored. `launcher` and `launcher_metadata` are `transpile`'s files.
    fn meaningless_for(
        &self,
        backend: Backend,
        launcher: bool,
        launcher_metadata: bool,
    ) -> Option<String> {
        if self.sycl_legacy_header && backend != Backend::Sycl {
            return Some(format!(
                "`--sycl-legacy-header` is for the `dpcpp` backend's output, not `{backend}`'s"
            ));
        }
        let host = backend.is_host();
        let flags = [
            ("--launcher", host && launcher),
            ("--launcher-metadata", host && launcher_metadata),
            ("--launcher-api", host && self.launcher_api.is_some()),
            ("--include-std", !host && self.include_std),
            ("--include-occa", !host && self.include_occa),
        ];
        let (flag, _) = flags.into_iter().find(|(_, meaningless)| *meaningless)?;
        Some(if host {
            format!(
                "`{flag}` is for GPU backends: `{backend}` kernels are called directly, without a launcher"
            )
        } else {
            format!("`{flag}` is for the serial and OpenMP backends' output, not `{backend}`'s")
        })
    }
}

/// `--backend`'s values: every backend's OCCA mode name and aliases, each said available or
/// not in `--help`.
fn backend_parser() -> impl clap::builder::TypedValueParser<Value = Backend> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    let values = oklc_driver::REGISTRY.iter().map(|info| {
        let help = if info.implemented { "available" } else { "not available yet" };
        PossibleValue::new(info.mode).aliases(info.aliases.iter().copied()).help(help)
    });
    PossibleValuesParser::new(values).try_map(|name| name.parse::<Backend>())
}

/// The usage error for a backend this version of oklc cannot print: its message and notes.
fn unavailable_backend(backend: Backend) -> Option<(String, Vec<(&'static str, String)>)> {
    if backend.is_implemented() {
        return None;
    }
    let available: Vec<&str> =
        oklc_driver::REGISTRY.iter().filter(|i| i.implemented).map(|i| i.mode).collect();
    let message = format!("the `{backend}` backend is not available in this version of oklc");
    let notes = vec![
        ("note", format!("available backends: {}", available.join(", "))),
        ("help", "`oklc backends` lists every backend".to_string()),
    ];
    Some((message, notes))
}

fn parse_emit(text: &str) -> Result<Emit, String> {
    text.parse()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum MessageFormat {
    Human,
    Short,
    Json,
    Sarif,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Charset {
    Auto,
    Unicode,
    Ascii,
}

/// One `-W` option: for every warning (`-Werror`) or for one code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WarningRule {
    All(WarningLevel),
    Code(Code, WarningLevel),
    /// `-W conversion`: the implicit-conversion analyses, off by default.
    Conversion,
}

fn parse_warning_rule(text: &str) -> Result<WarningRule, String> {
    let code = |text: &str| match Code::parse(text) {
        Some(code) if code.info().is_some() => Ok(code),
        _ => Err(format!("unknown diagnostic code `{text}` (see `oklc explain OKLnnnn`)")),
    };
    if text == "error" {
        return Ok(WarningRule::All(WarningLevel::Error));
    }
    if text == "conversion" {
        return Ok(WarningRule::Conversion);
    }
    if let Some(name) = text.strip_prefix("error=") {
        return Ok(WarningRule::Code(code(name)?, WarningLevel::Error));
    }
    if let Some(name) = text.strip_prefix("no-error=") {
        return Ok(WarningRule::Code(code(name)?, WarningLevel::Warning));
    }
    if let Some(name) = text.strip_prefix("no-") {
        return Ok(WarningRule::Code(code(name)?, WarningLevel::Ignored));
    }
    if let Some((name, level)) = text.split_once('=') {
        let level = WarningLevel::from_pragma(level)
            .ok_or_else(|| format!("`{level}` is no warning level (ignored, warning, error)"))?;
        return Ok(WarningRule::Code(code(name)?, level));
    }
    Err(format!(
        "`{text}` is no warning rule: write `error`, `no-OKLnnnn`, `error=OKLnnnn`, `no-error=OKLnnnn`, `OKLnnnn=ignored|warning|error` or `conversion`"
    ))
}

/// The warning options of the command line.
fn warning_policy(cli: &Cli) -> WarningPolicy {
    let werror = cli.warnings.contains(&WarningRule::All(WarningLevel::Error));
    WarningPolicy {
        // `-w` leaves nothing for `-Werror` to promote, as in gcc.
        all: if cli.no_warnings {
            Some(WarningLevel::Ignored)
        } else {
            werror.then_some(WarningLevel::Error)
        },
        codes: cli
            .warnings
            .iter()
            .filter_map(|rule| match rule {
                WarningRule::Code(code, level) => Some((*code, *level)),
                WarningRule::All(_) | WarningRule::Conversion => None,
            })
            .collect(),
    }
}

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    JSON_MODE.store(wants_json(&args), Ordering::Relaxed);
    std::panic::set_hook(Box::new(|info| {
        let payload = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".to_string());
        let location = info.location().map(|l| format!(" at {l}")).unwrap_or_default();
        let message = format!("internal compiler error: {payload}{location}");
        if JSON_MODE.load(Ordering::Relaxed) {
            eprint_str(&render::json_unlocated(
                codes::INTERNAL_ERROR,
                Severity::Error,
                &format!("{message}; please report this bug"),
            ));
        } else {
            eprint_str(&format!(
                "error: {message} [{}]\nnote: this is a bug in oklc; please report it with the input and command line that triggered it\n",
                codes::INTERNAL_ERROR
            ));
        }
    }));
    match std::panic::catch_unwind(move || run(args)) {
        Ok(code) => ExitCode::from(code),
        Err(_) => ExitCode::from(EXIT_ICE),
    }
}

/// Whether the raw arguments ask for JSON, before (or without) a successful parse.
fn wants_json(args: &[OsString]) -> bool {
    let mut prev_is_flag = false;
    for arg in args.iter().skip(1) {
        let arg = arg.to_string_lossy();
        if arg == "--message-format=json" || (prev_is_flag && arg == "json") {
            return true;
        }
        prev_is_flag = arg == "--message-format";
    }
    false
}

fn run(args: Vec<OsString>) -> u8 {
    let verbose_flags = ["--verbose", "-v", "-vV", "-Vv"];
    let verbose = args.iter().skip(1).any(|arg| verbose_flags.iter().any(|flag| arg == *flag));
    let matches = match Cli::command().try_get_matches_from(args) {
        Ok(m) => m,
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayVersion && verbose => {
            return print_stdout(verbose_version().as_bytes());
        }
        Err(e) => return usage_error(e),
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => return usage_error(e),
    };
    let json = cli.message_format == MessageFormat::Json;
    JSON_MODE.store(json, Ordering::Relaxed);
    // `build` panics in its first input's worker instead, to test that path.
    // The language server panics in a request instead (`oklc/internalTestPanic`).
    if cli.internal_test_panic && !matches!(cli.command, Command::Build(_) | Command::Lsp) {
        panic!("--internal-test-panic was given");
    }
    let sarif_file = match &cli.command {
        Command::Transpile(args) => args.output_options.sarif_file.clone(),
        Command::Build(args) => args.output_options.sarif_file.clone(),
        _ => None,
    };
    let sarif_stdout = cli.message_format == MessageFormat::Sarif;
    if sarif_stdout && !matches!(cli.command, Command::Check(_) | Command::Build(_)) {
        eprint_str(&format!(
            "error: `--message-format sarif` prints the log on stdout, which this command uses: write it with `--sarif-file PATH` (`transpile`, `build`) [{}]\n",
            codes::INVALID_COMMAND_LINE
        ));
        return EXIT_USAGE;
    }
    let out = Printer {
        format: cli.message_format,
        color: use_color(cli.color),
        ascii: use_ascii(cli.charset),
        sarif: (sarif_stdout || sarif_file.is_some()).then(|| Mutex::new(render::Sarif::new())),
    };
    let status = run_command(&cli, &matches, &out);
    let Some(log) = out.sarif.map(|log| {
        log.into_inner().unwrap_or_else(|e| e.into_inner()).finish(env!("CARGO_PKG_VERSION"))
    }) else {
        return status;
    };
    if let Some(path) = &sarif_file {
        if let Err(e) = write_atomically(path, log.as_bytes()) {
            eprint_str(&format!(
                "error: {} [{}]\n",
                write_error(path, &e),
                codes::CANNOT_WRITE_OUTPUT
            ));
            return status.max(EXIT_ERRORS);
        }
    } else {
        let mut stdout = std::io::stdout().lock();
        let _ = stdout.write_all(log.as_bytes()).and_then(|()| stdout.flush());
    }
    status
}

/// Runs the parsed command line's command; its exit status.
fn run_command(cli: &Cli, matches: &ArgMatches, out: &Printer) -> u8 {
    let warnings = warning_policy(cli);
    let conversion = cli.warnings.contains(&WarningRule::Conversion);
    let sub = matches.subcommand().map(|(_, m)| m);
    let options = |common: &CommonArgs| {
        let mut options = options(common, sub, warnings.clone());
        options.lint.conversion = conversion;
        options
    };
    match &cli.command {
        Command::Explain { code } => explain(out, code),
        Command::Lsp => {
            oklc_lsp::run_stdio(oklc_lsp::ServerOptions { test_panic: cli.internal_test_panic })
        }
        Command::Normalize(args) => normalize::normalize(out, args),
        Command::Completions { shell } => {
            let mut script = Vec::new();
            clap_complete::generate(*shell, &mut Cli::command(), "oklc", &mut script);
            print_stdout(&script)
        }
        Command::Backends => print_stdout(backends_table().as_bytes()),
        Command::Man => {
            let mut page = Vec::new();
            match clap_mangen::Man::new(Cli::command()).render(&mut page) {
                Ok(()) => print_stdout(&page),
                Err(e) => {
                    out.unlocated(
                        codes::CANNOT_WRITE_OUTPUT,
                        &format!("cannot render the manual page: {e}"),
                    );
                    EXIT_ERRORS
                }
            }
        }
        Command::Preprocess(args) => preprocess(out, options(&args.common), args),
        Command::Check(args) => check(out, options(&args.common), args),
        Command::Transpile(args) => {
            let mut options = options(&args.common);
            args.output_options.apply(&mut options);
            transpile(out, options, args)
        }
        Command::Build(args) => {
            let mut options = options(&args.common);
            args.output_options.apply(&mut options);
            build_command(out, options, args, cli.internal_test_panic)
        }
    }
}

/// `oklc backends`: one line per backend, in OCCA's order.
fn backends_table() -> String {
    let mut text = String::from("backend  available  extension  OKL_MODE  family  aliases\n");
    for info in &oklc_driver::REGISTRY {
        let family = if info.backend.is_host() { "host" } else { "gpu" };
        text.push_str(&format!(
            "{:<8} {:<10} {:<10} {:<9} {:<7} {}\n",
            info.mode,
            if info.implemented { "yes" } else { "no" },
            format!(".{}", info.extension),
            info.okl_mode,
            family,
            info.aliases.join(", ")
        ));
    }
    text.lines().map(|line| format!("{}\n", line.trim_end())).collect()
}

/// `oklc --version --verbose`, shaped like `rustc -vV`.
fn verbose_version() -> String {
    let backends = |implemented: bool| {
        let names: Vec<&str> = oklc_driver::REGISTRY
            .iter()
            .filter(|info| info.implemented == implemented)
            .map(|info| info.mode)
            .collect();
        names.join(", ")
    };
    format!(
        "oklc {}\ncommit-hash: {}\nbuild-date: {}\nhost: {}\nbackends: {}\nunavailable backends: {}\n",
        env!("CARGO_PKG_VERSION"),
        env!("OKLC_COMMIT"),
        env!("OKLC_BUILD_DATE"),
        env!("OKLC_TARGET"),
        backends(true),
        backends(false)
    )
}

fn usage_error(e: clap::Error) -> u8 {
    use clap::error::ErrorKind;
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion)
        || !JSON_MODE.load(Ordering::Relaxed)
    {
        // Help and version go to stdout with status 0; usage errors to stderr with status 2.
        let _ = e.print();
        return e.exit_code().clamp(0, 255) as u8;
    }
    let text = e.render().to_string();
    let message = text.lines().next().unwrap_or("invalid command line");
    let message = message.strip_prefix("error: ").unwrap_or(message);
    let children = usage_error_children(&e);
    eprint_str(&render::json_unlocated_with_children(
        codes::INVALID_COMMAND_LINE,
        Severity::Error,
        message,
        &children,
    ));
    EXIT_USAGE
}

/// What clap adds under a usage error's first line, as JSON children: the valid values
/// (`note`) and a suggestion (`help`).
fn usage_error_children(e: &clap::Error) -> Vec<(&'static str, String)> {
    use clap::error::{ContextKind, ContextValue};
    let list = |kind: ContextKind| match e.get(kind) {
        Some(ContextValue::Strings(values)) => Some(values.join(", ")),
        Some(ContextValue::String(value)) => Some(value.clone()),
        _ => None,
    };
    let mut children = Vec::new();
    if let Some(values) = list(ContextKind::ValidValue) {
        children.push(("note", format!("possible values: {values}")));
    }
    if let Some(values) = list(ContextKind::ValidSubcommand) {
        children.push(("note", format!("subcommands: {values}")));
    }
    for kind in
        [ContextKind::SuggestedValue, ContextKind::SuggestedArg, ContextKind::SuggestedSubcommand]
    {
        if let Some(value) = list(kind) {
            children.push(("help", format!("a similar one exists: `{value}`")));
        }
    }
    children
}

/// `-D`/`-U` in command-line order, from the positions clap recorded.
fn options(common: &CommonArgs, sub: Option<&ArgMatches>, warnings: WarningPolicy) -> Options {
    let mut macros: Vec<(usize, MacroAction)> = Vec::new();
    if let Some(m) = sub {
        if let (Some(idx), Some(vals)) = (m.indices_of("define"), m.get_many::<String>("define")) {
            macros.extend(idx.zip(vals).map(|(i, v)| (i, define(v))));
        }
        if let (Some(idx), Some(vals)) = (m.indices_of("undef"), m.get_many::<String>("undef")) {
            macros.extend(idx.zip(vals).map(|(i, v)| (i, MacroAction::Undef { name: v.clone() })));
        }
    }
    macros.sort_by_key(|(i, _)| *i);
    Options {
        include_dirs: common.include.clone(),
        forced_includes: common.forced_include.clone(),
        macros: macros.into_iter().map(|(_, a)| a).collect(),
        mode: common.mode,
        warnings,
        instantiate: common.instantiate.clone(),
        ..Options::default()
    }
}

fn define(text: &str) -> MacroAction {
    match text.split_once('=') {
        Some((name, value)) => {
            MacroAction::Define { name: name.to_string(), value: Some(value.to_string()) }
        }
        None => MacroAction::Define { name: text.to_string(), value: None },
    }
}

fn use_color(choice: ColorChoice) -> bool {
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            std::io::stderr().is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        }
    }
}

/// Whether human diagnostics are drawn in ASCII: on request, or when the locale's character
/// set is not UTF-8 (the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set and not empty,
/// as the C library reads them; none set is taken as UTF-8, as terminals are today).
fn use_ascii(charset: Charset) -> bool {
    match charset {
        Charset::Unicode => false,
        Charset::Ascii => true,
        Charset::Auto => {
            let locale = ["LC_ALL", "LC_CTYPE", "LANG"]
                .iter()
                .filter_map(std::env::var_os)
                .find(|value| !value.is_empty());
            locale.is_some_and(|value| {
                let value = value.to_string_lossy().to_ascii_lowercase();
                !(value.contains("utf-8") || value.contains("utf8"))
            })
        }
    }
}

/// Reads inputs and headers from the filesystem, and the input `-` from stdin.
#[derive(Default)]
struct FsLoader {
    /// The text of the input `-`, under the name it was given (`--stdin-name`, else `<stdin>`).
    stdin: Option<(PathBuf, Vec<u8>)>,
    /// Whether that name came from `--stdin-name`: `<stdin>` is no file a build can depend on.
    stdin_named: bool,
}

impl FsLoader {
    /// Replaces an input `-` by the name its text goes by and reads that text from stdin
    /// (once: a second `-` is a usage error, as is `--stdin-name` without one, printed here;
    /// `None` then).
    fn for_inputs(inputs: &mut [PathBuf], common: &CommonArgs, out: &Printer) -> Option<FsLoader> {
        let loader = FsLoader::reading_stdin(inputs, common);
        if let Err(message) = &loader {
            out.unlocated(codes::INVALID_COMMAND_LINE, message);
        }
        loader.ok()
    }

    /// [`FsLoader::for_inputs`] without the printing: the usage error's message.
    fn reading_stdin(inputs: &mut [PathBuf], common: &CommonArgs) -> Result<FsLoader, String> {
        if let Some(folder) = inputs.iter().find(|input| input.is_dir()) {
            return Err(format!(
                "`{}` is a folder; use `oklc build {} --out-dir DIR` for the kernels in it",
                folder.display(),
                folder.display()
            ));
        }
        let mut dashes = inputs.iter_mut().filter(|input| is_stdout(input));
        let Some(dash) = dashes.next() else {
            return match &common.stdin_name {
                Some(_) => Err("`--stdin-name` names the input `-`, and no input is `-`".into()),
                None => Ok(FsLoader::default()),
            };
        };
        if dashes.next().is_some() {
            return Err("stdin can be read only once: give `-` as one input".into());
        }
        let name = common.stdin_name.clone().unwrap_or_else(|| PathBuf::from("<stdin>"));
        let mut text = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin().lock(), &mut text)
            .map_err(|e| format!("cannot read stdin: {e}"))?;
        dash.clone_from(&name);
        Ok(FsLoader { stdin: Some((name, text)), stdin_named: common.stdin_name.is_some() })
    }

    /// The file `input` was read from, for a depfile: `None` for stdin without `--stdin-name`.
    fn source_file<'p>(&self, input: &'p Path) -> Option<&'p Path> {
        match &self.stdin {
            Some((name, _)) if name == input && !self.stdin_named => None,
            _ => Some(input),
        }
    }
}

impl FileLoader for FsLoader {
    fn load(&self, path: &Path) -> std::io::Result<Option<Vec<u8>>> {
        if let Some((name, text)) = &self.stdin
            && name == path
        {
            return Ok(Some(text.clone()));
        }
        let file = match std::fs::File::open(path) {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e),
        };
        read_source(file).map(Some)
    }
}

/// Reads a source file. A device is refused: `/dev/zero` or `/dev/urandom` never ends, and no
/// source lives in one. Pipes are read (`<(...)`, `/dev/stdin`), but never past the largest
/// file oklc accepts, so an endless one cannot exhaust memory.
fn read_source(file: std::fs::File) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let meta = file.metadata()?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = meta.file_type();
        if kind.is_char_device() || kind.is_block_device() {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "it is a device, not a source file",
            ));
        }
    }
    // One byte past the limit, so the driver still sees that the file is too large.
    let limit = u64::from(u32::MAX) + 1;
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len().min(limit)).unwrap_or(0));
    file.take(limit).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Prints diagnostics on stderr in the chosen format and counts them for the summary.
struct Printer {
    format: MessageFormat,
    color: bool,
    /// Human snippets in ASCII (`--charset`).
    ascii: bool,
    /// The SARIF log every diagnostic also goes to (`--message-format sarif`, `--sarif-file`).
    sarif: Option<Mutex<render::Sarif>>,
}

impl Printer {
    fn diagnostics(&self, db: &SourceDb, diagnostics: &[Diagnostic]) {
        eprint_str(&self.render(db, diagnostics));
    }

    /// Diagnostics as [`Printer::diagnostics`] prints them.
    fn render(&self, db: &SourceDb, diagnostics: &[Diagnostic]) -> String {
        if let Some(log) = &self.sarif {
            log.lock().unwrap_or_else(|e| e.into_inner()).add(db, diagnostics);
        }
        let mut text = String::new();
        let mut human = render::Human::new(db, self.color).with_ascii(self.ascii);
        for d in diagnostics {
            match self.format {
                MessageFormat::Human => text.push_str(&human.render(d)),
                MessageFormat::Short => text.push_str(&render::short(db, d)),
                MessageFormat::Json => text.push_str(&render::json(db, d)),
                MessageFormat::Sarif => {}
            }
        }
        text
    }

    /// What the rendering of diagnostics depends on: a build's stored warnings are printed
    /// again only in the rendering they were stored in.
    fn render_key(&self) -> String {
        format!("{:?}-color={}-ascii={}", self.format, self.color, self.ascii).to_ascii_lowercase()
    }

    /// A problem without a source location.
    fn unlocated(&self, code: Code, message: &str) {
        eprint_str(&self.render_unlocated(code, message));
    }

    /// [`Printer::unlocated`]'s text.
    fn render_unlocated(&self, code: Code, message: &str) -> String {
        self.render_unlocated_with(code, message, &[])
    }

    /// A problem without a source location, with notes and help: `("note" | "help", text)`.
    fn unlocated_with(&self, code: Code, message: &str, children: &[(&'static str, String)]) {
        eprint_str(&self.render_unlocated_with(code, message, children));
    }

    /// [`Printer::unlocated_with`]'s text.
    fn render_unlocated_with(
        &self,
        code: Code,
        message: &str,
        children: &[(&'static str, String)],
    ) -> String {
        if let Some(log) = &self.sarif {
            log.lock().unwrap_or_else(|e| e.into_inner()).add_unlocated(
                code,
                Severity::Error,
                message,
            );
        }
        let mut text = match self.format {
            MessageFormat::Sarif => return String::new(),
            MessageFormat::Json => {
                return render::json_unlocated_with_children(
                    code,
                    Severity::Error,
                    message,
                    children,
                );
            }
            MessageFormat::Human if self.color => {
                format!("\x1b[1;31merror:\x1b[0m \x1b[1m{message}\x1b[0m [{code}]\n")
            }
            _ => format!("error: {message} [{code}]\n"),
        };
        if self.format == MessageFormat::Human {
            for (kind, child) in children {
                text.push_str(&format!("  = {kind}: {child}\n"));
            }
        }
        text
    }

    fn driver_error(&self, e: &DriverError) {
        self.unlocated(e.code(), &e.to_string());
    }

    /// The closing summary line, human format only.
    fn summary(&self, all: &[Diagnostic]) {
        if self.format != MessageFormat::Human {
            return;
        }
        if let Some(line) = render::summary(all) {
            let line = match (self.color, line.split_once(": ")) {
                (true, Some((sev, rest))) => {
                    let c = if sev == "error" { "1;31" } else { "1;33" };
                    format!("\x1b[{c}m{sev}:\x1b[0m \x1b[1m{rest}\x1b[0m")
                }
                _ => line,
            };
            eprint_str(&format!("{line}\n"));
        }
    }
}

/// Prints `bytes` on stdout; status 0.
fn print_stdout(bytes: &[u8]) -> u8 {
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(bytes).and_then(|()| stdout.flush());
    0
}

fn eprint_str(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes());
    let _ = err.flush();
}

fn explain(out: &Printer, text: &str) -> u8 {
    if let Some(doc) = text.trim().strip_prefix('@').and_then(oklc_lsp::attribute_doc) {
        let mut stdout = std::io::stdout().lock();
        let _ = writeln!(stdout, "{}\n\n{}", doc.syntax, doc.text);
        return 0;
    }
    let Some(info) = Code::parse(text.trim()).and_then(Code::info) else {
        out.unlocated(codes::UNKNOWN_CODE, &format!("unknown diagnostic code `{text}`"));
        return EXIT_USAGE;
    };
    let mut doc = format!("{}: {}\n", info.code, info.title());
    for line in info.explanation.lines().skip(1) {
        doc.push_str(line.strip_prefix(' ').unwrap_or(line));
        doc.push('\n');
    }
    if let Some(example) = info.code.example() {
        doc.push('\n');
        doc.push_str(&example.text());
    }
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(doc.as_bytes());
    0
}

fn preprocess(out: &Printer, options: Options, args: &PreprocessArgs) -> u8 {
    let mut input = [args.input.clone()];
    if let Some(path) = args.output.as_ref().filter(|path| !is_stdout(path)) {
        let plan = [Planned { what: "`-o`".into(), path: path.clone() }];
        if let Err(message) = check_plan(&[input_name(&args.input, &args.common)], &plan) {
            out.unlocated(codes::INVALID_COMMAND_LINE, &message);
            return EXIT_USAGE;
        }
    }
    let Some(loader) = FsLoader::for_inputs(&mut input, &args.common, out) else {
        return EXIT_USAGE;
    };
    let [input] = input;
    let mut session = Session::new(options, &loader);
    let result = match session.preprocess(&input) {
        Ok(result) => result,
        Err(e) => {
            out.driver_error(&e);
            return EXIT_USAGE;
        }
    };
    let diagnostics = result.diagnostics.as_slice();
    out.diagnostics(&session.db, diagnostics);
    out.summary(diagnostics);
    if result.diagnostics.has_errors() {
        // Errors: no output at all, so a build never picks up a broken translation unit.
        return EXIT_ERRORS;
    }
    let text = result.render(&session.db, args.line_markers);
    match args.output.as_ref().filter(|path| !is_stdout(path)) {
        Some(path) => {
            if let Err(e) = write_atomically(path, text.as_bytes()) {
                out.unlocated(codes::CANNOT_WRITE_OUTPUT, &write_error(path, &e));
                return EXIT_ERRORS;
            }
        }
        None => {
            let mut stdout = std::io::stdout().lock();
            let _ = stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush());
        }
    }
    0
}

fn check(out: &Printer, options: Options, args: &CheckArgs) -> u8 {
    let mut inputs = args.inputs.clone();
    let Some(loader) = FsLoader::for_inputs(&mut inputs, &args.common, out) else {
        return EXIT_USAGE;
    };
    let emit = args.emit.as_ref();
    let mut all: Vec<Diagnostic> = Vec::new();
    let mut unreadable = false;
    for input in &inputs {
        let mut session = Session::new(options.clone(), &loader);
        match session.check_emit(input, emit) {
            Ok(result) => {
                out.diagnostics(&session.db, result.diagnostics.as_slice());
                if let Some(text) = &result.emitted {
                    let mut stdout = std::io::stdout().lock();
                    let _ = stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush());
                }
                all.extend(result.diagnostics);
            }
            Err(e) => {
                out.driver_error(&e);
                unreadable = true;
            }
        }
    }
    out.summary(&all);
    if unreadable {
        EXIT_USAGE
    } else if all.iter().any(Diagnostic::is_error) {
        EXIT_ERRORS
    } else {
        0
    }
}

fn transpile(out: &Printer, options: Options, args: &TranspileArgs) -> u8 {
    if let Some((message, notes)) = unavailable_backend(options.mode) {
        out.unlocated_with(codes::INVALID_COMMAND_LINE, &message, &notes);
        return EXIT_USAGE;
    }
    let native = options.launcher_api == oklc_driver::LauncherApi::Native;
    if native && args.launcher_metadata.is_some() {
        out.unlocated(
            codes::INVALID_COMMAND_LINE,
            "`--launcher-metadata` describes OCCA's launcher; the native launcher has no metadata",
        );
        return EXIT_USAGE;
    }
    let launchers = (args.launcher.is_some(), args.launcher_metadata.is_some());
    if let Some(message) =
        args.output_options.meaningless_for(options.mode, launchers.0, launchers.1)
    {
        out.unlocated(codes::INVALID_COMMAND_LINE, &message);
        return EXIT_USAGE;
    }
    if args.inputs.len() > 1 && args.out_dir.is_none() {
        out.unlocated(codes::INVALID_COMMAND_LINE, "several inputs need `--out-dir DIR`");
        return EXIT_USAGE;
    }
    if args.out_dir.as_deref().is_some_and(is_stdout) {
        out.unlocated(
            codes::INVALID_COMMAND_LINE,
            "`--out-dir` takes a folder, not `-`: use `-o -` to print one file's source",
        );
        return EXIT_USAGE;
    }
    let source_printed = args.out_dir.is_none() && args.output.as_deref().is_none_or(is_stdout);
    let printed = [
        source_printed,
        args.metadata.as_deref().is_some_and(is_stdout),
        args.launcher.as_deref().is_some_and(is_stdout),
        args.launcher_metadata.as_deref().is_some_and(is_stdout),
    ]
    .into_iter()
    .filter(|printed| *printed)
    .count();
    if printed > 1 {
        out.unlocated(
            codes::INVALID_COMMAND_LINE,
            "only one output can go to stdout: give the others a file (`-o FILE`, `--metadata FILE`, `--launcher FILE`, `--launcher-metadata FILE`)",
        );
        return EXIT_USAGE;
    }
    let extension = options.mode.info().extension;
    if args.depfile.is_some() && source_printed {
        out.unlocated(
            codes::INVALID_COMMAND_LINE,
            "`--depfile` lists the files an input's outputs depend on: write the source to a file (`-o FILE` or `--out-dir DIR`)",
        );
        return EXIT_USAGE;
    }
    if args.out_dir.is_some()
        && args.common.stdin_name.is_none()
        && args.inputs.iter().any(|input| is_stdout(input))
    {
        out.unlocated(
            codes::INVALID_COMMAND_LINE,
            "`--out-dir` names outputs after their input: give the input `-` a name with `--stdin-name`",
        );
        return EXIT_USAGE;
    }
    // Outputs are planned under the names inputs go by (`-` is `--stdin-name`).
    let inputs: Vec<PathBuf> =
        args.inputs.iter().map(|input| input_name(input, &args.common)).collect();
    // Host backends write no launcher: the kernel is called directly.
    let launchers = build::Launchers::of(&options);
    if let Err(message) = check_plan(&inputs, &planned_outputs(args, &inputs, extension, launchers))
    {
        out.unlocated(codes::INVALID_COMMAND_LINE, &message);
        return EXIT_USAGE;
    }
    let mut inputs = args.inputs.clone();
    let Some(loader) = FsLoader::for_inputs(&mut inputs, &args.common, out) else {
        return EXIT_USAGE;
    };
    if let Some(dir) = &args.out_dir
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        out.unlocated(
            codes::CANNOT_WRITE_OUTPUT,
            &format!("cannot create `{}`: {e}", dir.display()),
        );
        return EXIT_ERRORS;
    }
    let mut all: Vec<Diagnostic> = Vec::new();
    let mut status = 0;
    for input in &inputs {
        let mut session = Session::new(options.clone(), &loader);
        let result = match session.transpile(input) {
            Ok(result) => result,
            Err(e) => {
                out.driver_error(&e);
                status = EXIT_USAGE;
                continue;
            }
        };
        out.diagnostics(&session.db, result.diagnostics.as_slice());
        let failed = result.diagnostics.has_errors();
        all.extend(result.diagnostics);
        let Some(artifacts) = result.artifacts.filter(|_| !failed) else {
            status = status.max(EXIT_ERRORS);
            continue;
        };
        let mut files: Vec<(PathBuf, Vec<u8>)> = Vec::new();
        // The metadata JSON costs about 2% of a large transpile: it is made only for a file
        // that receives it.
        let metadata = if args.out_dir.is_some() || args.metadata.is_some() {
            artifacts.metadata.to_json().into_bytes()
        } else {
            Vec::new()
        };
        // What goes to stdout is printed only once every file is in place.
        let mut printed: Option<Vec<u8>> = None;
        let mut send = |path: Option<&PathBuf>, bytes: Vec<u8>| match path {
            Some(path) if !is_stdout(path) => files.push((path.clone(), bytes)),
            _ => printed = Some(bytes),
        };
        if let Some(dir) = &args.out_dir {
            let [source, json, launcher_path, launcher_json] = out_dir_paths(dir, input, extension);
            send(Some(&source), artifacts.source.into_bytes());
            send(Some(&json), metadata.clone());
            if let Some(launcher) = &artifacts.launcher {
                send(Some(&launcher_path), launcher.clone().into_bytes());
            }
            if let Some(launcher) = &artifacts.launcher_metadata {
                send(Some(&launcher_json), launcher.to_json().into_bytes());
            }
        } else {
            send(args.output.as_ref(), artifacts.source.into_bytes());
        }
        if let Some(path) = &args.metadata {
            send(Some(path), metadata);
        }
        if let (Some(path), Some(launcher)) = (&args.launcher, &artifacts.launcher) {
            send(Some(path), launcher.clone().into_bytes());
        }
        if let (Some(path), Some(launcher)) =
            (&args.launcher_metadata, &artifacts.launcher_metadata)
        {
            send(Some(path), launcher.to_json().into_bytes());
        }
        if let Some(path) = &args.depfile {
            let targets: Vec<&Path> = files.iter().map(|(p, _)| p.as_path()).collect();
            let rule = make_rule(&targets, loader.source_file(input), &result.dependencies);
            files.push((path.clone(), rule.into_bytes()));
        }
        let borrowed: Vec<(&Path, &[u8])> =
            files.iter().map(|(p, c)| (p.as_path(), c.as_slice())).collect();
        if let Err((path, e)) = write_all_atomically(&borrowed) {
            out.unlocated(codes::CANNOT_WRITE_OUTPUT, &write_error(path, &e));
            status = status.max(EXIT_ERRORS);
        } else if let Some(bytes) = printed {
            let mut stdout = std::io::stdout().lock();
            let _ = stdout.write_all(&bytes).and_then(|()| stdout.flush());
        }
    }
    out.summary(&all);
    status
}

fn build_command(out: &Printer, options: Options, args: &BuildArgs, test_panic: bool) -> u8 {
    if args.inputs.iter().any(|input| is_stdout(input)) || args.common.stdin_name.is_some() {
        out.unlocated(
            codes::INVALID_COMMAND_LINE,
            "`oklc build` reads files, not stdin: use `oklc transpile -` for one input from stdin",
        );
        return EXIT_USAGE;
    }
    if let Some((message, notes)) = unavailable_backend(options.mode) {
        out.unlocated_with(codes::INVALID_COMMAND_LINE, &message, &notes);
        return EXIT_USAGE;
    }
    if let Some(message) = args.output_options.meaningless_for(options.mode, false, false) {
        out.unlocated(codes::INVALID_COMMAND_LINE, &message);
        return EXIT_USAGE;
    }
    let units = match build::units(&args.inputs, &args.out_dir) {
        Ok(units) => units,
        Err(message) => {
            out.unlocated(codes::INVALID_COMMAND_LINE, &message);
            return EXIT_USAGE;
        }
    };
    let jobs = match args.jobs {
        Some(n) => n as usize,
        None => std::thread::available_parallelism().map_or(1, usize::from),
    };
    // A request applies to the inputs that declare its template (`build::run` reports one
    // that no input declares).
    let options = Options { instantiate_where_declared: true, ..options };
    build::run(out, options, &units, jobs, test_panic)
}

/// The source, metadata and launcher files `--out-dir` gives `input`: its name with the
/// backend's extension, `.json` and `.launcher.cpp`.
fn out_dir_paths(dir: &Path, input: &Path, extension: &str) -> [PathBuf; 4] {
    build::output_paths(&out_dir_base(dir, input), extension)
}

/// `--out-dir`'s output path for `input` without extension: its name in `dir`.
fn out_dir_base(dir: &Path, input: &Path) -> PathBuf {
    dir.join(input.file_stem().map(PathBuf::from).unwrap_or_default())
}

/// Every file `transpile` may write, for [`check_plan`]. `--metadata` and `--launcher` name one
/// file, which several inputs would overwrite in turn, so they are listed once per input.
fn planned_outputs(
    args: &TranspileArgs,
    inputs: &[PathBuf],
    extension: &str,
    launchers: build::Launchers,
) -> Vec<Planned> {
    let mut plan = Vec::new();
    for input in inputs {
        let of = |what: &str| format!("the {what} of `{}`", input.display());
        if let Some(dir) = &args.out_dir {
            build::plan_outputs(&mut plan, input, &out_dir_base(dir, input), extension, launchers);
        } else if let Some(path) = args.output.as_ref().filter(|p| !is_stdout(p)) {
            plan.push(Planned { what: of("source (`-o`)"), path: path.clone() });
        }
        let flags = [
            ("metadata", &args.metadata),
            ("launcher", &args.launcher),
            ("launcher-metadata", &args.launcher_metadata),
            ("depfile", &args.depfile),
        ];
        for (flag, path) in flags {
            if let Some(path) = path.as_ref().filter(|p| !is_stdout(p)) {
                plan.push(Planned {
                    what: of(&format!("{flag} (`--{flag}`)")),
                    path: path.clone(),
                });
            }
        }
    }
    plan
}

/// The name `input` goes by for output checks: `--stdin-name` for `-`, else itself.
fn input_name(input: &Path, common: &CommonArgs) -> PathBuf {
    match &common.stdin_name {
        Some(name) if is_stdout(input) => name.clone(),
        _ => input.to_path_buf(),
    }
}

/// Whether an output path names stdout: `-`, as for gcc and clang.
fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == "-"
}

#[cfg(test)]
mod tests {
    use super::*;

    fn macros_of(args: &[&str]) -> Vec<MacroAction> {
        let matches = Cli::command().try_get_matches_from(args).expect("valid command line");
        let cli = Cli::from_arg_matches(&matches).expect("valid command line");
        let sub = matches.subcommand().map(|(_, m)| m);
        match &cli.command {
            Command::Check(args) => options(&args.common, sub, WarningPolicy::default()).macros,
            Command::Preprocess(args) => {
                options(&args.common, sub, WarningPolicy::default()).macros
            }
            Command::Transpile(args) => options(&args.common, sub, WarningPolicy::default()).macros,
            Command::Build(args) => options(&args.common, sub, WarningPolicy::default()).macros,
            Command::Explain { .. }
            | Command::Completions { .. }
            | Command::Man
            | Command::Backends
            | Command::Normalize(_)
            | Command::Lsp => Vec::new(),
        }
    }

    fn def(name: &str, value: Option<&str>) -> MacroAction {
        MacroAction::Define { name: name.into(), value: value.map(Into::into) }
    }

    fn undef(name: &str) -> MacroAction {
        MacroAction::Undef { name: name.into() }
    }

    #[test]
    fn defines_and_undefs_keep_command_line_order() {
        assert_eq!(
            macros_of(&[
                "oklc",
                "check",
                "-DA",
                "-U",
                "A",
                "x.okl",
                "-UB",
                "-D",
                "B=2",
                "-DF(x)=x*2"
            ]),
            vec![
                def("A", None),
                undef("A"),
                undef("B"),
                def("B", Some("2")),
                def("F(x)", Some("x*2"))
            ]
        );
        assert_eq!(
            macros_of(&["oklc", "preprocess", "-UX", "x.okl", "-DX=", "-UX"]),
            vec![undef("X"), def("X", Some("")), undef("X")]
        );
    }

    #[test]
    fn json_is_detected_before_parsing() {
        let args = |a: &[&str]| a.iter().map(OsString::from).collect::<Vec<_>>();
        assert!(wants_json(&args(&["oklc", "--message-format", "json", "check"])));
        assert!(wants_json(&args(&["oklc", "check", "--message-format=json"])));
        assert!(!wants_json(&args(&["oklc", "check", "json"])));
    }
}
