//! `oklc normalize`: rewrites kernels between OKL's `@attr` spelling and C++ attributes
//! (`oklc-normalize` does the conversion; this module reads, writes and reports).

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use oklc_diag::Diagnostic;
use oklc_diag::codes::driver as codes;
use oklc_normalize::Spelling;
use oklc_span::{FileOrigin, SourceDb};

use crate::outputs::{Planned, check_plan, write_all_atomically, write_error};
use crate::{EXIT_ERRORS, EXIT_USAGE, Printer, is_stdout, read_source};

#[derive(Args, Debug)]
pub(crate) struct NormalizeArgs {
    /// Kernel files; `-` reads stdin.
    #[arg(required = true)]
    inputs: Vec<PathBuf>,
    /// The spelling to write: `cxx` (`[[okl_outer("")]]`) or `okl` (`@outer`).
    #[arg(long, value_enum, default_value_t = To::Cxx)]
    to: To,
    /// Write the result here (one input; `-` is stdout, the default for one input).
    #[arg(short = 'o', value_name = "OUT", conflicts_with_all = ["in_place", "out_dir", "check"])]
    output: Option<PathBuf>,
    /// Rewrite each input file (only those that change).
    #[arg(long, conflicts_with_all = ["out_dir", "check"])]
    in_place: bool,
    /// Write each result to DIR under the input's file name.
    #[arg(long, value_name = "DIR", conflicts_with = "check")]
    out_dir: Option<PathBuf>,
    /// Write nothing; list the inputs that would change and exit with 1 if there are any.
    #[arg(long)]
    check: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum To {
    Cxx,
    Okl,
}

/// Where the results go.
enum Target {
    Stdout,
    File(PathBuf),
    InPlace,
    Dir(PathBuf),
    Check,
}

/// Converts every input, then writes all results at once: an input that does not convert is
/// reported and nothing is written.
pub(crate) fn normalize(out: &Printer, args: &NormalizeArgs) -> u8 {
    let target = match (&args.output, args.in_place, &args.out_dir, args.check) {
        (_, _, _, true) => Target::Check,
        (_, true, _, _) => Target::InPlace,
        (_, _, Some(dir), _) => Target::Dir(dir.clone()),
        (Some(path), ..) if !is_stdout(path) => Target::File(path.clone()),
        _ => Target::Stdout,
    };
    let stdin_count = args.inputs.iter().filter(|p| is_stdout(p)).count();
    let usage = match &target {
        _ if stdin_count > 1 => Some("stdin can be read only once: give `-` as one input"),
        Target::Stdout | Target::File(_) if args.inputs.len() > 1 => {
            Some("several inputs need `--in-place`, `--out-dir` or `--check`")
        }
        Target::InPlace | Target::Dir(_) if stdin_count > 0 => {
            Some("the input `-` (stdin) can only be written to stdout or `-o`")
        }
        _ => None,
    };
    if let Some(message) = usage {
        out.unlocated(codes::INVALID_COMMAND_LINE, message);
        return EXIT_USAGE;
    }
    let outputs: Vec<PathBuf> = match &target {
        Target::File(path) => vec![path.clone()],
        Target::InPlace => args.inputs.clone(),
        Target::Dir(dir) => args
            .inputs
            .iter()
            .map(|input| dir.join(input.file_name().unwrap_or(input.as_os_str())))
            .collect(),
        Target::Stdout | Target::Check => Vec::new(),
    };
    if !matches!(target, Target::InPlace) {
        let plan: Vec<Planned> = outputs
            .iter()
            .zip(&args.inputs)
            .map(|(path, input)| Planned {
                what: format!("the normalized `{}`", input.display()),
                path: path.clone(),
            })
            .collect();
        if let Err(message) = check_plan(&args.inputs, &plan) {
            out.unlocated(codes::INVALID_COMMAND_LINE, &message);
            return EXIT_USAGE;
        }
    }

    let to = match args.to {
        To::Cxx => Spelling::Cxx,
        To::Okl => Spelling::Okl,
    };
    let mut db = SourceDb::new();
    let mut diagnostics: Vec<Diagnostic> = Vec::new();
    let mut warnings: Vec<Diagnostic> = Vec::new();
    let mut results = Vec::new();
    for input in &args.inputs {
        let (name, bytes) = match read_input(input) {
            Ok(read) => read,
            Err(message) => {
                out.unlocated(codes::CANNOT_READ_INPUT, &message);
                return EXIT_USAGE;
            }
        };
        let Ok(text) = String::from_utf8(bytes) else {
            out.unlocated(
                codes::INVALID_UTF8,
                &format!("`{}` is not valid UTF-8; it was not converted", name.display()),
            );
            return EXIT_ERRORS;
        };
        let file = db.add(name.to_string_lossy().as_ref(), text.as_str(), FileOrigin::Root);
        match oklc_normalize::normalize(file, &text, to) {
            Ok(converted) => {
                warnings.extend(converted.warnings);
                results.push((input, text != converted.text, converted.text));
            }
            Err(errors) => diagnostics.extend(errors),
        }
    }
    if !diagnostics.is_empty() {
        diagnostics.extend(warnings);
        out.diagnostics(&db, &diagnostics);
        out.summary(&diagnostics);
        return EXIT_ERRORS;
    }
    if !warnings.is_empty() {
        out.diagnostics(&db, &warnings);
        out.summary(&warnings);
    }
    match target {
        Target::Check => {
            let changed: Vec<String> = results
                .iter()
                .filter(|(_, changed, _)| *changed)
                .map(|(input, ..)| format!("{}\n", input.display()))
                .collect();
            print_stdout(&changed.concat());
            if changed.is_empty() { 0 } else { EXIT_ERRORS }
        }
        Target::Stdout => {
            print_stdout(&results.iter().map(|(.., text)| text.as_str()).collect::<String>());
            0
        }
        _ => {
            if let Target::Dir(dir) = &target
                && let Err(e) = std::fs::create_dir_all(dir)
            {
                let message = format!("cannot create `{}`: {e}", dir.display());
                out.unlocated(codes::CANNOT_WRITE_OUTPUT, &message);
                return EXIT_ERRORS;
            }
            let files: Vec<(&Path, &[u8])> = outputs
                .iter()
                .zip(&results)
                .filter(|(_, (_, changed, _))| *changed || !matches!(target, Target::InPlace))
                .map(|(path, (.., text))| (path.as_path(), text.as_bytes()))
                .collect();
            match write_all_atomically(&files) {
                Ok(()) => 0,
                Err((path, e)) => {
                    out.unlocated(codes::CANNOT_WRITE_OUTPUT, &write_error(path, &e));
                    EXIT_ERRORS
                }
            }
        }
    }
}

/// The name an input goes by and its bytes (`-` is stdin, named `<stdin>`).
fn read_input(input: &Path) -> Result<(PathBuf, Vec<u8>), String> {
    if is_stdout(input) {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin().lock(), &mut bytes)
            .map_err(|e| format!("cannot read stdin: {e}"))?;
        return Ok((PathBuf::from("<stdin>"), bytes));
    }
    std::fs::File::open(input)
        .and_then(read_source)
        .map(|bytes| (input.to_path_buf(), bytes))
        .map_err(|e| format!("cannot read `{}`: {e}", input.display()))
}

fn print_stdout(text: &str) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes());
    let _ = stdout.flush();
}
