//! The `docs` suite: the user documentation cannot drift from the compiler.
//!
//! - Every code block of `README.md` and `docs/guide/*.md` is exercised, page by page, in a
//!   temporary folder holding a copy of `docs/examples/` and the page's fixtures
//!   (`tests/docs-fixtures/<page>/`): an `okl` block is transpiled for every implemented backend
//!   (or must report the code of a `<!-- expect: OKLnnnn -->` marker), an `sh` block runs line by
//!   line against the built `oklc`, a block after `<!-- file: NAME -->` is written to `NAME`
//!   first (a `cuda` one is also type-checked on the host side), a `json` block must parse, and a
//!   `text` block after `<!-- stdout -->` must equal what the last command printed. Any other
//!   block needs a file marker, so that a later command uses it.
//!   `cargo` lines are checked (known subcommand, workspace package) and `cargo run -p oklc --`
//!   runs as `oklc`; `apt-get install` lines check that each package is installed.
//! - Regions between `<!-- generated:begin ... -->` and `<!-- generated:end -->` are written by
//!   this suite: what each OKL reference example becomes on each backend, the diagnostics
//!   reference (from `oklc_diag::codes`, the text `oklc explain` prints) and the command-line
//!   reference (from the clap definitions, through `oklc help`). A stale region fails;
//!   `OKLC_BLESS=1` rewrites it.
//!
//! The suite lives in the `oklc` package because only its tests get the binary's path.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Backends whose output the guide shows and whose checks every OKL block passes.
const BACKENDS: [&str; 3] = ["serial", "openmp", "cuda"];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn oklc() -> &'static str {
    env!("CARGO_BIN_EXE_oklc")
}

fn blessing() -> bool {
    std::env::var_os("OKLC_BLESS").is_some_and(|v| v != "0")
}

/// One fenced code block and the markers written right above it.
#[derive(Debug)]
struct Block {
    lang: String,
    text: String,
    /// 1-based line of the opening fence.
    line: usize,
    file: Option<String>,
    stdout: bool,
    expect: Option<String>,
    generated: bool,
}

/// The value of `<!-- key: value -->` (or `true`-like presence for `<!-- key -->`).
fn marker<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let inner = line.trim().strip_prefix("<!--")?.strip_suffix("-->")?.trim();
    let rest = inner.strip_prefix(key)?;
    if rest.is_empty() {
        return Some("");
    }
    rest.strip_prefix(':').map(str::trim)
}

fn blocks(markdown: &str) -> Vec<Block> {
    let lines: Vec<&str> = markdown.lines().collect();
    let mut out = Vec::new();
    let mut generated = false;
    let mut k = 0;
    while k < lines.len() {
        let line = lines[k];
        if line.trim_start().starts_with("<!-- generated:begin") {
            generated = true;
        } else if line.trim_start().starts_with("<!-- generated:end") {
            generated = false;
        }
        let Some(lang) = line.strip_prefix("```") else {
            k += 1;
            continue;
        };
        // Markers: the non-blank lines right above the fence.
        let (mut file, mut stdout, mut expect) = (None, false, None);
        let mut m = k;
        while m > 0 && lines[m - 1].trim_start().starts_with("<!--") {
            m -= 1;
            let above = lines[m];
            if let Some(f) = marker(above, "file") {
                file = Some(f.to_string());
            }
            stdout |= marker(above, "stdout").is_some();
            if let Some(code) = marker(above, "expect") {
                expect = Some(code.to_string());
            }
        }
        let start = k;
        let mut text = String::new();
        k += 1;
        while k < lines.len() && !lines[k].starts_with("```") {
            text.push_str(lines[k]);
            text.push('\n');
            k += 1;
        }
        out.push(Block {
            lang: lang.trim().to_string(),
            text,
            line: start + 1,
            file,
            stdout,
            expect,
            generated,
        });
        k += 1;
    }
    out
}

/// The pages whose code blocks are exercised.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![root().join("README.md")];
    let mut guide: Vec<PathBuf> = std::fs::read_dir(root().join("docs/guide"))
        .expect("docs/guide")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    guide.sort();
    pages.extend(guide);
    pages
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// The package names of the workspace members.
fn workspace_packages() -> Vec<String> {
    let text = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let start = text.find("members = [").expect("workspace members");
    let end = start + text[start..].find(']').unwrap();
    text[start..end]
        .split('"')
        .skip(1)
        .step_by(2)
        .map(|member| {
            let manifest = std::fs::read_to_string(root().join(member).join("Cargo.toml")).unwrap();
            let name = manifest.lines().find_map(|l| l.strip_prefix("name = ")).unwrap();
            name.trim_matches('"').to_string()
        })
        .collect()
}

/// A page being exercised: its folder, the last command's output, the problems found.
struct Run {
    page: String,
    dir: tempfile::TempDir,
    path_var: String,
    last_stdout: String,
    problems: Vec<String>,
    packages: Vec<String>,
}

impl Run {
    fn new(page: &Path) -> Run {
        let dir = tempfile::tempdir().unwrap();
        copy_tree(&root().join("docs/examples"), &dir.path().join("docs/examples"));
        let stem = page.file_stem().unwrap().to_string_lossy().to_string();
        let fixtures =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/docs-fixtures").join(&stem);
        if fixtures.is_dir() {
            copy_tree(&fixtures, dir.path());
        }
        std::fs::create_dir_all(dir.path().join(".snippets")).unwrap();
        let bin = dir.path().join(".bin");
        std::fs::create_dir_all(&bin).unwrap();
        // A link, not a copy: a copy's write descriptor, inherited by a process another test
        // thread forks meanwhile, makes executing it fail with "Text file busy".
        std::os::unix::fs::symlink(oklc(), bin.join("oklc")).unwrap();
        let path_var = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
        let shown = page.strip_prefix(root()).unwrap_or(page).display().to_string();
        Run {
            page: shown,
            dir,
            path_var,
            last_stdout: String::new(),
            problems: Vec::new(),
            packages: workspace_packages(),
        }
    }

    fn fail(&mut self, line: usize, msg: String) {
        self.problems.push(format!("{}:{line}: {msg}", self.page));
    }

    /// Runs one shell line in the page's folder; `Err` describes a failure.
    fn shell(&mut self, cmd: &str) -> Result<String, String> {
        let out = Command::new("sh")
            .arg("-c")
            .arg(cmd)
            .current_dir(self.dir.path())
            .env("PATH", &self.path_var)
            .env("NO_COLOR", "1")
            .env_remove("OMP_NUM_THREADS")
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("`{cmd}`: {e}"))?;
        let stdout = String::from_utf8_lossy(&out.stdout).to_string();
        if out.status.success() {
            Ok(stdout)
        } else {
            Err(format!(
                "`{cmd}` failed ({}):\n{stdout}{}",
                out.status,
                String::from_utf8_lossy(&out.stderr)
            ))
        }
    }

    fn write(&mut self, name: &str, text: &str) {
        let path = self.dir.path().join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).unwrap();
        }
        std::fs::write(path, text).unwrap();
    }

    fn okl(&mut self, block: &Block) {
        let name =
            block.file.clone().unwrap_or_else(|| format!(".snippets/line{}.okl", block.line));
        self.write(&name, &block.text);
        if let Some(code) = &block.expect {
            match self.shell(&format!("oklc check '{name}' --message-format short")) {
                Ok(_) => self.fail(block.line, format!("expected {code}, the snippet compiles")),
                Err(log) if log.contains(&format!("[{code}]")) => {}
                Err(log) => self.fail(block.line, format!("expected {code}:\n{log}")),
            }
            return;
        }
        for backend in BACKENDS {
            let cmd = format!("oklc transpile '{name}' --backend {backend} -o .snippets/out");
            if let Err(log) = self.shell(&cmd) {
                self.fail(block.line, log);
            }
        }
    }

    /// Checks a `cargo` line without running it (or runs `cargo run -p oklc --` as `oklc`).
    fn cargo(&mut self, line: usize, cmd: &str) {
        let words: Vec<&str> = cmd.split_whitespace().collect();
        if words.get(1) == Some(&"run") {
            match words.iter().position(|w| *w == "--") {
                Some(dash) if words[..dash].windows(2).any(|w| w == ["-p", "oklc"]) => {
                    let rest = words[dash + 1..].join(" ");
                    if let Err(log) = self.shell(&format!("oklc {rest}")) {
                        self.fail(line, log);
                    }
                }
                _ => self.fail(line, format!("`{cmd}`: only `cargo run -p oklc -- ...` is run")),
            }
            return;
        }
        let known = ["build", "test", "clippy", "fmt", "dist", "install", "rustc"];
        if !words.get(1).is_some_and(|sub| known.contains(sub)) {
            self.fail(line, format!("`{cmd}`: unknown cargo subcommand"));
        }
        for pair in words.windows(2) {
            if pair[0] == "-p" && !self.packages.iter().any(|p| p == pair[1]) {
                self.fail(line, format!("`{cmd}`: no workspace package `{}`", pair[1]));
            }
        }
    }

    fn sh(&mut self, block: &Block) {
        let mut logical = Vec::new();
        let mut pending = String::new();
        for raw in block.text.lines() {
            if let Some(head) = raw.strip_suffix('\\') {
                pending.push_str(head);
                continue;
            }
            pending.push_str(raw);
            logical.push(std::mem::take(&mut pending));
        }
        for cmd in logical {
            let cmd = cmd.trim();
            if cmd.is_empty() || cmd.starts_with('#') {
                continue;
            }
            if cmd.starts_with("cargo ") {
                self.cargo(block.line, cmd);
            } else if let Some(rest) =
                cmd.strip_prefix("sudo apt-get install").or(cmd.strip_prefix("apt-get install"))
            {
                for pkg in rest.split_whitespace().filter(|w| !w.starts_with('-')) {
                    if let Err(log) = self.shell(&format!("dpkg -s {pkg} > /dev/null")) {
                        self.fail(block.line, format!("package `{pkg}` is not installed: {log}"));
                    }
                }
            } else {
                match self.shell(cmd) {
                    Ok(stdout) => self.last_stdout = stdout,
                    Err(log) => self.fail(block.line, log),
                }
            }
        }
    }

    fn block(&mut self, block: &Block) {
        if block.generated {
            return;
        }
        match block.lang.as_str() {
            "okl" => self.okl(block),
            "sh" => {
                if let Some(name) = &block.file {
                    let name = name.clone();
                    self.write(&name, &block.text);
                }
                self.sh(block);
            }
            "cuda" if block.file.is_some() => {
                // Written for the page's commands, and type-checked on the host side against the
                // CUDA runtime declarations the conformance suite uses (no SDK needed).
                let name = block.file.clone().unwrap();
                self.write(&name, &block.text);
                let shim = root().join("tests/conformance/cuda-shim");
                let cmd = format!(
                    "g++ -std=c++17 -fsyntax-only -Wall -Werror -I '{}' -x c++ '{name}'",
                    shim.display()
                );
                if let Err(log) = self.shell(&cmd) {
                    self.fail(block.line, log);
                }
            }
            "json" if block.file.is_none() => {
                if let Err(e) = serde_json::from_str::<serde_json::Value>(&block.text) {
                    self.fail(block.line, format!("invalid JSON: {e}"));
                }
            }
            "text" if block.stdout => {
                if block.text.trim_end() != self.last_stdout.trim_end() {
                    let msg = format!(
                        "the block differs from what the command printed:\n{}",
                        self.last_stdout
                    );
                    self.fail(block.line, msg);
                }
            }
            _ => match &block.file {
                Some(name) => {
                    let name = name.clone();
                    self.write(&name, &block.text);
                }
                None => self.fail(
                    block.line,
                    format!(
                        "a `{}` block needs a `<!-- file: NAME -->` marker to be checked",
                        block.lang
                    ),
                ),
            },
        }
    }
}

#[test]
fn every_code_block_of_readme_and_guide_runs() {
    let mut problems = Vec::new();
    let mut count = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let mut run = Run::new(&page);
        for block in blocks(&text) {
            count += usize::from(!block.generated);
            run.block(&block);
        }
        problems.append(&mut run.problems);
    }
    assert!(count > 10, "found only {count} code blocks");
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

// ---------------------------------------------------------------------------------------------
// Generated regions
// ---------------------------------------------------------------------------------------------

/// Replaces the body of every `<!-- generated:begin KEY -->` region of `page` with
/// `fill(KEY, text of the region's source)`, or reports the regions that differ.
fn check_generated(page: &str, fill: &mut dyn FnMut(&str, &str) -> String) -> Vec<String> {
    let path = root().join(page);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{page}: {e}"));
    let mut out = String::new();
    let mut rest = text.as_str();
    let mut stale = Vec::new();
    let mut regions = 0;
    while let Some(start) = rest.find("<!-- generated:begin") {
        let head_end = start + rest[start..].find("-->").expect("closed marker") + 3;
        let key = rest[start + "<!-- generated:begin".len()..head_end - 3].trim().to_string();
        let end = head_end + rest[head_end..].find("<!-- generated:end -->").expect("end marker");
        let body = &rest[head_end..end];
        let before = format!("{out}{}", &rest[..head_end]);
        let fresh = format!("\n{}", fill(&key, &before));
        if body != fresh {
            stale.push(format!(
                "{page}: region `{key}` is out of date (OKLC_BLESS=1 regenerates it)"
            ));
        }
        out.push_str(&rest[..head_end]);
        out.push_str(&fresh);
        rest = &rest[end..];
        regions += 1;
    }
    out.push_str(rest);
    assert!(regions > 0, "{page} has no generated region");
    if blessing() && !stale.is_empty() {
        std::fs::write(&path, out).unwrap();
        return Vec::new();
    }
    stale
}

/// Transpiles `source` for `backend` with the built binary: the output files, or the errors.
fn transpile_snippet(source: &str, backend: &str) -> BTreeMap<&'static str, String> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("example.okl"), source).unwrap();
    let mut cmd = Command::new(oklc());
    cmd.current_dir(dir.path())
        .args(["transpile", "example.okl", "--backend", backend, "--no-comments", "-o", "out.src"])
        .env("NO_COLOR", "1");
    if backend == "cuda" {
        cmd.args(["--launcher", "out.launcher", "--launcher-api", "native"]);
    }
    let out = cmd.output().unwrap();
    let mut files = BTreeMap::new();
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let first: Vec<&str> = stderr.lines().filter(|l| l.contains(": error: ")).collect();
        files.insert("error", first.join("\n"));
        return files;
    }
    files.insert("source", std::fs::read_to_string(dir.path().join("out.src")).unwrap());
    if let Ok(launcher) = std::fs::read_to_string(dir.path().join("out.launcher")) {
        files.insert("launcher", launcher);
    }
    files
}

/// The last `okl` block of `text`: the example a generated region follows.
fn last_okl_block(text: &str) -> String {
    let all = blocks(text);
    all.into_iter().rev().find(|b| b.lang == "okl").map(|b| b.text).expect("an okl example")
}

/// What the example above an `okl-backends` region becomes on every backend.
fn backend_outputs(example: &str) -> String {
    let mut out = String::new();
    for backend in BACKENDS {
        let files = transpile_snippet(example, backend);
        let title = match backend {
            "serial" => "Serial",
            "openmp" => "OpenMP",
            _ => "CUDA",
        };
        if let Some(err) = files.get("error") {
            out.push_str(&format!("{title}: rejected.\n\n```text\n{err}\n```\n\n"));
            continue;
        }
        let lang = if backend == "cuda" { "cuda" } else { "cpp" };
        out.push_str(&format!("{title}:\n\n```{lang}\n{}```\n\n", files["source"]));
        if let Some(launcher) = files.get("launcher") {
            out.push_str(&format!(
                "CUDA launcher (`--launcher-api native`):\n\n```cpp\n{launcher}```\n\n"
            ));
        }
    }
    out
}

#[test]
fn okl_reference_shows_what_each_example_becomes() {
    let stale = check_generated("docs/guide/okl-reference.md", &mut |key, before| {
        assert_eq!(key, "okl-backends", "unknown region `{key}`");
        backend_outputs(&last_okl_block(before))
    });
    assert!(stale.is_empty(), "{}", stale.join("\n"));
}

/// Test inputs that expect each diagnostic code: the `.okl` files of the lex, pp, parse, sema and
/// diagnostics suites whose expectations (inline annotations or golden lists) name the code.
fn examples_by_code() -> BTreeMap<String, Vec<String>> {
    let data = root().join("tests/data");
    let mut found: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for suite in ["lex/err", "pp/err", "parse/err", "sema/err", "diagnostics"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(data.join(suite))
            .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        files.sort();
        for file in files {
            let ext = file.extension().and_then(|e| e.to_str()).unwrap_or("");
            if !matches!(ext, "okl" | "diag" | "short") {
                continue;
            }
            let input = file.with_extension("okl");
            if !input.is_file() {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            let shown = input.strip_prefix(root()).unwrap().display().to_string();
            for (at, _) in text.match_indices("[OKL") {
                let code = &text[at + 1..(at + 8).min(text.len())];
                if code.len() == 7 && code[3..].bytes().all(|b| b.is_ascii_digit()) {
                    let list = found.entry(code.to_string()).or_default();
                    if !list.contains(&shown) {
                        list.push(shown.clone());
                    }
                }
            }
        }
    }
    found
}

/// The diagnostics reference: every code's `oklc explain` text, from the one registry, the test
/// inputs that show it, and its minimal example and fix.
fn diagnostics_reference() -> String {
    let examples = examples_by_code();
    let mut out = String::new();
    for info in oklc_diag::codes::all() {
        let mut lines = info.explanation.lines();
        let title = lines.next().unwrap_or("").trim();
        // Doc-comment lines keep the space after `///`.
        let body: Vec<&str> = lines.map(|l| l.strip_prefix(' ').unwrap_or(l)).collect();
        out.push_str(&format!("### {}: {title}\n\n", info.code));
        out.push_str(body.join("\n").trim());
        out.push_str("\n\n");
        if let Some(example) = info.code.example() {
            out.push_str(&example.markdown());
            out.push('\n');
        }
        if let Some(files) = examples.get(&info.code.to_string()) {
            let links: Vec<String> =
                files.iter().take(3).map(|f| format!("[`{f}`](../../{f})")).collect();
            out.push_str(&format!("Test inputs: {}.\n\n", links.join(", ")));
        }
    }
    out
}

#[test]
fn diagnostics_reference_is_the_explain_text() {
    let stale = check_generated("docs/guide/diagnostics.md", &mut |key, _| {
        assert_eq!(key, "diagnostic-codes", "unknown region `{key}`");
        diagnostics_reference()
    });
    assert!(stale.is_empty(), "{}", stale.join("\n"));
    // `oklc explain` prints the same text: the title line, then the body.
    for info in oklc_diag::codes::all() {
        let out = Command::new(oklc()).args(["explain", &info.code.to_string()]).output().unwrap();
        assert!(out.status.success(), "explain {}", info.code);
        let printed = String::from_utf8_lossy(&out.stdout);
        let mut lines = info.explanation.lines();
        let title = lines.next().unwrap_or("").trim();
        assert!(printed.starts_with(&format!("{}: {title}", info.code)), "{printed}");
        for line in lines.filter(|l| !l.trim().is_empty()) {
            assert!(printed.contains(line.trim()), "explain {} lacks `{line}`", info.code);
        }
        if let Some(example) = info.code.example() {
            assert!(printed.ends_with(&example.text()), "explain {} lacks its example", info.code);
        }
    }
}

/// `oklc help` for the program and each subcommand, as clap renders the definitions.
fn cli_reference() -> String {
    let help = |args: &[&str]| {
        let out = Command::new(oklc()).args(args).env("NO_COLOR", "1").output().unwrap();
        assert!(out.status.success(), "oklc {args:?}");
        String::from_utf8_lossy(&out.stdout).replace(oklc(), "oklc")
    };
    let top = help(&["help"]);
    let mut out = format!("```text\n{top}```\n\n");
    let commands: Vec<String> = top
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .filter(|c| c != "help")
        .collect();
    assert!(!commands.is_empty(), "no subcommands in:\n{top}");
    for command in commands {
        let text = help(&["help", &command]);
        out.push_str(&format!("### `oklc {command}`\n\n```text\n{text}```\n\n"));
    }
    out
}

#[test]
fn cli_reference_matches_the_clap_definitions() {
    let stale = check_generated("docs/guide/cli-reference.md", &mut |key, _| {
        assert_eq!(key, "cli-help", "unknown region `{key}`");
        cli_reference()
    });
    assert!(stale.is_empty(), "{}", stale.join("\n"));
}
