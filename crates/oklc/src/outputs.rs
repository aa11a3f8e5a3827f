//! Where outputs go: the output paths are checked before any input is compiled, and every file
//! is written atomically (a temporary file in the target's folder, then a rename).

use std::io::Write;
use std::path::{Path, PathBuf};

/// One file a command will write: what it is (for messages) and where.
pub(crate) struct Planned {
    pub(crate) what: String,
    pub(crate) path: PathBuf,
}

/// Refuses output paths that would destroy work: an output that is one of the inputs (gcc's
/// "input file is the same as output file"), and a file that would be written twice, which
/// keeps only the last copy (two inputs with the same name in one `--out-dir`, or `-o` and
/// `--metadata` naming one file). Files are compared by what they resolve to, so `./k.okl`,
/// `k.okl` and a path through a symbolic link are one file. Returns the usage error's message.
pub(crate) fn check_plan(inputs: &[PathBuf], outputs: &[Planned]) -> Result<(), String> {
    let mut folders = Folders::default();
    // Keyed by identity, so a build of many kernels is checked in linear time.
    let inputs: indexmap::IndexMap<PathBuf, &Path> =
        inputs.iter().map(|input| (folders.identity(input), input.as_path())).collect();
    let mut seen: indexmap::IndexMap<PathBuf, &Planned> = indexmap::IndexMap::new();
    for out in outputs {
        let id = folders.identity(&out.path);
        if let Some(input) = inputs.get(&id) {
            return Err(format!(
                "output `{}` ({}) is the input file `{}`; oklc will not overwrite its input",
                out.path.display(),
                out.what,
                input.display()
            ));
        }
        if let Some(first) = seen.insert(id, out) {
            return Err(format!(
                "`{}` would be written twice, as {} and as {}; only the last would remain",
                out.path.display(),
                first.what,
                out.what
            ));
        }
    }
    Ok(())
}

/// Canonical folders, each resolved once: a build's outputs share a few folders, and resolving
/// every path whole cost a warm `oklc build` of 500 kernels most of its time.
#[derive(Default)]
struct Folders(indexmap::IndexMap<PathBuf, Option<PathBuf>>);

impl Folders {
    /// The file a path names: a symbolic link resolved whole; anything else its canonical
    /// folder joined with its name (for an output not written yet, too); the path as written
    /// when the folder does not exist yet (only equal spellings can be compared then).
    fn identity(&mut self, path: &Path) -> PathBuf {
        let is_link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
        let name = path.file_name().filter(|_| !is_link);
        let Some(name) = name else {
            return std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        };
        let dir = match path.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir,
            _ => Path::new("."),
        };
        let canonical =
            self.0.entry(dir.to_path_buf()).or_insert_with(|| std::fs::canonicalize(dir).ok());
        match canonical {
            Some(dir) => dir.join(name),
            None => path.to_path_buf(),
        }
    }
}

/// Why a file could not be written, without the temporary file's name that the error of the
/// staging step carries (the user named the target, not `.tmpXXXX`).
pub(crate) fn write_error(path: &Path, e: &std::io::Error) -> String {
    let reason = match e.raw_os_error() {
        Some(code) => std::io::Error::from_raw_os_error(code).to_string(),
        None => e.kind().to_string(),
    };
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
    match (e.kind(), dir) {
        (std::io::ErrorKind::NotFound, Some(dir)) if !dir.exists() => format!(
            "cannot write `{}`: the folder `{}` does not exist",
            path.display(),
            dir.display()
        ),
        _ => format!("cannot write `{}`: {reason}", path.display()),
    }
}

/// A Make rule for `--depfile`: `targets` depend on `input` (none for stdin without a name) and
/// every file in `dependencies`, and each dependency is an empty rule of its own (gcc's `-MP`),
/// so that make does not stop when a header is deleted or renamed. Paths are escaped as gcc escapes them (`\ ` for a
/// space, `\#`, `$$`).
pub(crate) fn make_rule(
    targets: &[&Path],
    input: Option<&Path>,
    dependencies: &[PathBuf],
) -> String {
    fn escape(path: &Path) -> String {
        let mut out = String::new();
        for c in path.to_string_lossy().chars() {
            match c {
                ' ' | '\t' | '#' => {
                    out.push('\\');
                    out.push(c);
                }
                '$' => out.push_str("$$"),
                _ => out.push(c),
            }
        }
        out
    }
    let mut text = targets.iter().map(|t| escape(t)).collect::<Vec<_>>().join(" ");
    text.push(':');
    for dep in input.into_iter().chain(dependencies.iter().map(PathBuf::as_path)) {
        text.push_str(" \\\n  ");
        text.push_str(&escape(dep));
    }
    text.push('\n');
    for dep in dependencies {
        text.push('\n');
        text.push_str(&escape(dep));
        text.push_str(":\n");
    }
    text
}

/// Writes every file to a temporary sibling first and renames them only when all were written,
/// so a failure leaves no output (or only complete outputs from an earlier run). No `fsync`:
/// like other compilers, outputs are not made durable against power loss (a build reruns),
/// and the sync cost half of a small kernel's wall time (docs/performance.md).
pub(crate) fn write_all_atomically<'p>(
    files: &[(&'p Path, &[u8])],
) -> Result<(), (&'p Path, std::io::Error)> {
    let mut staged = Vec::new();
    for (path, contents) in files {
        let dir = match path.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir,
            _ => Path::new("."),
        };
        let write = || -> std::io::Result<tempfile::NamedTempFile> {
            let mut tmp = staging_file(dir)?;
            tmp.write_all(contents)?;
            Ok(tmp)
        };
        staged.push((*path, write().map_err(|e| (*path, e))?));
    }
    for (path, tmp) in staged {
        tmp.persist(path).map_err(|e| (path, e.error))?;
    }
    Ok(())
}

/// Writes `contents` to a temporary file in `path`'s folder and renames it over `path`, so
/// readers never see a partial file and a failure leaves nothing behind.
pub(crate) fn write_atomically(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    write_all_atomically(&[(path, contents)]).map_err(|(_, e)| e)
}

/// An empty temporary file in `dir` created with the mode any new file gets (0666 less the
/// umask), as a compiler's outputs are: the file is renamed into place, and tempfile's own
/// 0600 would leave outputs unreadable to the group and to other users.
fn staging_file(dir: &Path) -> std::io::Result<tempfile::NamedTempFile> {
    let mut builder = tempfile::Builder::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    builder.tempfile_in(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn planned(what: &str, path: &Path) -> Planned {
        Planned { what: what.to_string(), path: path.to_path_buf() }
    }

    #[test]
    fn an_output_that_is_an_input_is_refused_however_it_is_spelt() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("k.okl");
        std::fs::write(&input, "int x;\n").unwrap();
        let dotted = dir.path().join(".").join("k.okl");
        let err =
            check_plan(std::slice::from_ref(&input), &[planned("`-o`", &dotted)]).unwrap_err();
        assert!(err.contains("will not overwrite its input"), "{err}");
        let other = dir.path().join("k.cpp");
        assert!(check_plan(&[input], &[planned("`-o`", &other)]).is_ok());
    }

    #[test]
    fn a_file_written_twice_is_refused_even_before_its_folder_exists() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("not-yet").join("k.cpp");
        let err = check_plan(
            &[],
            &[planned("the source of `a/k.okl`", &out), planned("the source of `b/k.okl`", &out)],
        )
        .unwrap_err();
        assert!(err.contains("would be written twice"), "{err}");
        assert!(err.contains("a/k.okl") && err.contains("b/k.okl"), "{err}");
    }

    #[test]
    fn make_rules_escape_paths_and_list_headers_as_targets() {
        let rule = make_rule(
            &[Path::new("out/k.cpp"), Path::new("out/k.json")],
            Some(Path::new("k.okl")),
            &[PathBuf::from("my dir/a#1.h"), PathBuf::from("$b.h")],
        );
        assert_eq!(
            rule,
            "out/k.cpp out/k.json: \\\n  k.okl \\\n  my\\ dir/a\\#1.h \\\n  $$b.h\n\nmy\\ dir/a\\#1.h:\n\n$$b.h:\n"
        );
    }

    #[test]
    fn write_errors_name_the_target_not_the_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("missing").join("k.cpp");
        let e = write_atomically(&target, b"x").unwrap_err();
        let message = write_error(&target, &e);
        assert!(message.contains("does not exist"), "{message}");
        assert!(!message.contains("missing/.tmp"), "{message}");
    }
}
