//! `cargo xtask`-style automation, run through the aliases in `.cargo/config.toml`.
//!
//! `cargo dist` builds the shipped `oklc` (profile `dist`, statically linked) and writes, next
//! to it, the shell completions and the manual page that binary prints, in the folders a
//! `PREFIX` uses (`share/bash-completion/completions/oklc`, `share/man/man1/oklc.1`, ...), so an
//! installation copies `target/dist/oklc` to `PREFIX/bin` and `target/dist/share` to `PREFIX`.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "xtask", about = "oklc's project automation")]
struct Cli {
    #[command(subcommand)]
    command: Task,
}

#[derive(Subcommand)]
enum Task {
    /// Build the statically linked `oklc` and lay out its completions and manual page.
    Dist {
        /// Use this already built binary instead of building one (its files go to `--out-dir`).
        #[arg(long)]
        binary: Option<PathBuf>,
        /// Where the binary and `share/` go (default: the `dist` profile's folder).
        #[arg(long)]
        out_dir: Option<PathBuf>,
    },
}

/// One generated file: where it goes below the output folder, and the `oklc` arguments that
/// print it.
pub struct Generated {
    pub path: &'static str,
    pub args: &'static [&'static str],
}

/// What `cargo dist` writes beside the binary.
pub const GENERATED: &[Generated] = &[
    Generated { path: "share/bash-completion/completions/oklc", args: &["completions", "bash"] },
    Generated { path: "share/zsh/site-functions/_oklc", args: &["completions", "zsh"] },
    Generated { path: "share/fish/vendor_completions.d/oklc.fish", args: &["completions", "fish"] },
    Generated { path: "share/man/man1/oklc.1", args: &["man"] },
];

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Task::Dist { binary, out_dir } => dist(binary, out_dir),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace_root().join("target"))
}

fn dist(binary: Option<PathBuf>, out_dir: Option<PathBuf>) -> Result<(), String> {
    let dist_dir = target_dir().join("dist");
    let out_dir = out_dir.unwrap_or_else(|| dist_dir.clone());
    let binary = match binary {
        Some(path) => path,
        None => {
            build_static_binary()?;
            dist_dir.join("oklc")
        }
    };
    let files = generate(&binary)?;
    if binary.parent() != Some(out_dir.as_path()) {
        let bytes =
            std::fs::read(&binary).map_err(|e| format!("cannot read {}: {e}", binary.display()))?;
        write_atomically(&out_dir.join("oklc"), &bytes, true)?;
    }
    for (path, text) in &files {
        write_atomically(&out_dir.join(path), text, false)?;
    }
    println!("{}", out_dir.join("oklc").display());
    for (path, _) in &files {
        println!("{}", out_dir.join(path).display());
    }
    Ok(())
}

/// `cargo rustc --profile dist -p oklc --bin oklc -- -C target-feature=+crt-static`: only the
/// binary's own crate gets the flag, so the dependencies stay shared with other builds of the
/// profile.
fn build_static_binary() -> Result<(), String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
    let status = Command::new(cargo)
        .current_dir(workspace_root())
        .args(["rustc", "--profile", "dist", "-p", "oklc", "--bin", "oklc", "--"])
        .args(["-C", "target-feature=+crt-static"])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if status.success() { Ok(()) } else { Err(format!("building oklc failed ({status})")) }
}

/// Runs `binary` once per generated file; nothing is written unless every run succeeds.
pub fn generate(binary: &Path) -> Result<Vec<(&'static str, Vec<u8>)>, String> {
    GENERATED
        .iter()
        .map(|g| {
            let output = Command::new(binary)
                .args(g.args)
                .output()
                .map_err(|e| format!("cannot run {}: {e}", binary.display()))?;
            if !output.status.success() || output.stdout.is_empty() {
                return Err(format!(
                    "`{} {}` failed ({}): {}",
                    binary.display(),
                    g.args.join(" "),
                    output.status,
                    String::from_utf8_lossy(&output.stderr).trim()
                ));
            }
            Ok((g.path, output.stdout))
        })
        .collect()
}

/// Writes `path` through a temporary file in its folder and a rename, so a reader sees the old
/// file or the new one, never half of one.
pub fn write_atomically(path: &Path, bytes: &[u8], executable: bool) -> Result<(), String> {
    let folder = path.parent().ok_or_else(|| format!("{} has no folder", path.display()))?;
    std::fs::create_dir_all(folder)
        .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
    let mut file = tempfile::NamedTempFile::new_in(folder)
        .map_err(|e| format!("cannot write in {}: {e}", folder.display()))?;
    std::io::Write::write_all(&mut file, bytes)
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    #[cfg(unix)]
    if executable {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(file.path(), std::fs::Permissions::from_mode(0o755))
            .map_err(|e| format!("cannot make {} executable: {e}", path.display()))?;
    }
    #[cfg(not(unix))]
    let _ = executable;
    file.persist(path).map_err(|e| format!("cannot write {}: {}", path.display(), e.error))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Held by every test that writes a stand-in and runs it: a process one test forks while
    /// another still has its stand-in open for writing inherits that descriptor, and executing
    /// the stand-in then fails with "Text file busy".
    static EXEC: std::sync::Mutex<()> = std::sync::Mutex::new(());

    /// A stand-in for `oklc` that prints its arguments, or fails on `man` when `fail_man`.
    fn fake_oklc(dir: &Path, fail_man: bool) -> PathBuf {
        let path = dir.join("oklc");
        let man = if fail_man { "echo 'no manual' >&2; exit 3" } else { "echo '.TH OKLC 1'" };
        let script = format!(
            "#!/bin/sh\ncase \"$1\" in\n  completions) echo \"complete $2\" ;;\n  man) {man} ;;\n  *) exit 2 ;;\nesac\n"
        );
        std::fs::write(&path, script).expect("write the stand-in");
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        path
    }

    #[test]
    fn dist_lays_out_completions_and_the_manual_page_beside_the_binary() {
        let _exec = EXEC.lock().unwrap_or_else(|e| e.into_inner());
        let bin = tempfile::tempdir().expect("temporary folder");
        let out = tempfile::tempdir().expect("temporary folder");
        let binary = fake_oklc(bin.path(), false);
        dist(Some(binary), Some(out.path().to_path_buf())).expect("dist");
        let read = |p: &str| std::fs::read_to_string(out.path().join(p)).expect(p);
        assert_eq!(read("share/bash-completion/completions/oklc"), "complete bash\n");
        assert_eq!(read("share/zsh/site-functions/_oklc"), "complete zsh\n");
        assert_eq!(read("share/fish/vendor_completions.d/oklc.fish"), "complete fish\n");
        assert_eq!(read("share/man/man1/oklc.1"), ".TH OKLC 1\n");
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(out.path().join("oklc")).expect("the binary").permissions();
        assert_eq!(mode.mode() & 0o111, 0o111, "the copied binary is executable");
    }

    #[test]
    fn a_failing_generator_leaves_the_earlier_layout_untouched() {
        let _exec = EXEC.lock().unwrap_or_else(|e| e.into_inner());
        let bin = tempfile::tempdir().expect("temporary folder");
        let out = tempfile::tempdir().expect("temporary folder");
        dist(Some(fake_oklc(bin.path(), false)), Some(out.path().to_path_buf())).expect("dist");
        let broken = tempfile::tempdir().expect("temporary folder");
        let error = dist(Some(fake_oklc(broken.path(), true)), Some(out.path().to_path_buf()))
            .expect_err("the manual page fails");
        assert!(error.contains("no manual"), "{error}");
        let man = std::fs::read_to_string(out.path().join("share/man/man1/oklc.1")).expect("man");
        assert_eq!(man, ".TH OKLC 1\n", "the earlier page survives");
        let leftovers: Vec<_> = std::fs::read_dir(out.path().join("share/man/man1"))
            .expect("folder")
            .map(|e| e.expect("entry").file_name())
            .collect();
        assert_eq!(leftovers.len(), 1, "no temporary files left: {leftovers:?}");
    }
}
