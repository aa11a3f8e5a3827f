//! The Metal conformance run (docs/testing.md). Nothing runs a Metal kernel on Linux, so each
//! conformance kernel's Metal output is checked three ways: its device metadata as for every
//! GPU backend, the structural checker ([`crate::metal_check`]) for Metal's own rules, and a
//! compile with clang++ against the project's `metal_stdlib` stand-in (`tests/data/metal/`),
//! which type-checks the C++ and the address spaces. The stand-in compile runs in batches of
//! files, one clang++ per batch.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::conformance::{Case, check_device_metadata};

/// One case's verdict: `None` when it passed, else the stage that failed and its first error.
#[derive(Clone, Debug)]
pub struct MetalOutcome {
    pub case: String,
    pub failure: Option<(String, String)>,
}

/// The folder of the `metal_stdlib` and `metal_compute` stand-ins.
pub fn stand_in_dir() -> PathBuf {
    crate::data_dir().join("metal")
}

/// `source` as the stand-in compile sees it: `threadgroup` variables, which clang cannot give
/// an address space as automatic variables, become `static` (still one per kernel, which is
/// what the type check needs), those of a struct type block-scope `extern` declarations: a
/// declaration calls no constructor, which clang would look for in the default address space.
/// (A `static` is local to its kernel, an `extern` is not: two kernels may declare `@shared`
/// arrays of one name and different types.) String literals, which are constant memory in
/// Metal and default memory for clang, go through the stand-in's `oklc_constant_string`
/// ([`constant_strings`]). Member functions qualified with the address space of their object
/// (`int get() const threadgroup { ... }`), which clang cannot declare outside OpenCL's C++
/// mode, are blanked, lines kept: the structural checker verifies that each call on an
/// object in that space has one ([`crate::metal_check::Report::object_calls`]), and
/// [`stand_in_compile_excusing`] excuses the error clang gives for those calls.
pub fn for_stand_in(source: &str) -> String {
    let mut out = String::with_capacity(source.len() + 64);
    let blank = space_qualified_members(source);
    for (k, line) in source.split_inclusive('\n').enumerate() {
        if blank.contains(&k) {
            out.push_str(if line.ends_with('\n') { "\n" } else { "" });
            continue;
        }
        let converted;
        let line = if line.contains('"')
            && !line.trim_start().starts_with('#')
            && !line.contains("static_assert")
        {
            converted = constant_strings(line);
            converted.as_str()
        } else {
            line
        };
        let code = line.trim_start();
        let head = code.split(['[', '=', ';']).next().unwrap_or("");
        if code.starts_with("threadgroup ") && !head.contains('*') && !head.contains('&') {
            out.push_str(&line[..line.len() - code.len()]);
            let ty = head
                .split_whitespace()
                .find(|w| !matches!(*w, "threadgroup" | "const" | "volatile"));
            out.push_str(if ty.is_some_and(is_scalar_or_vector) { "static " } else { "extern " });
            out.push_str(code);
        } else {
            out.push_str(line);
        }
    }
    out
}

/// The lines (from 0) of the member functions qualified with an address space after their
/// parameter list, from their `template <...>` line, if any, to their closing brace.
fn space_qualified_members(source: &str) -> std::collections::BTreeSet<usize> {
    let lines: Vec<&str> = source.lines().collect();
    let mut blank = std::collections::BTreeSet::new();
    let mut k = 0;
    while k < lines.len() {
        let head = lines[k].trim_end();
        let qualified = head.strip_suffix('{').is_some_and(|h| {
            let h = h.trim_end();
            ["threadgroup", "device", "constant"].iter().any(|space| {
                h.strip_suffix(space).is_some_and(|rest| {
                    let rest = rest.trim_end();
                    rest.ends_with(')') || rest.ends_with(") const")
                })
            })
        });
        if !qualified {
            k += 1;
            continue;
        }
        if k > 0 && lines[k - 1].trim_start().starts_with("template <") {
            blank.insert(k - 1);
        }
        let mut depth = 0i64;
        while k < lines.len() {
            depth += lines[k].matches('{').count() as i64 - lines[k].matches('}').count() as i64;
            blank.insert(k);
            k += 1;
            if depth <= 0 {
                break;
            }
        }
    }
    blank
}

/// `line` with every run of adjacent string literals (any encoding prefix, raw ones too)
/// wrapped in `oklc_constant_string(...)`; comments and character literals are left alone.
pub fn constant_strings(line: &str) -> String {
    let bytes = line.as_bytes();
    let mut out = String::with_capacity(line.len() + 32);
    let mut i = 0;
    // The start of the run being read, and where it ends so far.
    let mut run: Option<(usize, usize)> = None;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_alphanumeric() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let word = &line[start..i];
            let prefix = matches!(word, "u8" | "u" | "U" | "L" | "R" | "u8R" | "uR" | "UR" | "LR");
            if prefix && bytes.get(i) == Some(&b'"') {
                i = string_end(line, i, word.ends_with('R'));
                run = Some((run.map_or(start, |r| r.0), i));
                continue;
            }
            flush_run(line, &mut run, &mut out);
            out.push_str(word);
            continue;
        }
        match c {
            b'"' => {
                let start = i;
                i = string_end(line, i, false);
                run = Some((run.map_or(start, |r| r.0), i));
            }
            b' ' | b'\t' if run.is_some() => i += 1,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                flush_run(line, &mut run, &mut out);
                out.push_str(&line[i..]);
                return out;
            }
            b'\'' => {
                flush_run(line, &mut run, &mut out);
                let start = i;
                i += 1;
                while i < bytes.len() && bytes[i] != b'\'' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i = (i + 1).min(bytes.len());
                out.push_str(&line[start..i]);
            }
            _ => {
                flush_run(line, &mut run, &mut out);
                let len = line[i..].chars().next().map_or(1, char::len_utf8);
                out.push_str(&line[i..i + len]);
                i += len;
            }
        }
    }
    flush_run(line, &mut run, &mut out);
    out
}

/// The end (one past the closing quote) of the string literal whose opening quote is at
/// `quote`; a raw one ends at `)delimiter"`.
fn string_end(line: &str, quote: usize, raw: bool) -> usize {
    let bytes = line.as_bytes();
    if raw {
        let open = line[quote..].find('(').map_or(line.len(), |k| quote + k);
        let close = format!("){}\"", &line[quote + 1..open.min(line.len())]);
        return line[open..].find(&close).map_or(line.len(), |k| open + k + close.len());
    }
    let mut i = quote + 1;
    while i < bytes.len() && bytes[i] != b'"' {
        i += if bytes[i] == b'\\' { 2 } else { 1 };
    }
    (i + 1).min(bytes.len())
}

/// Writes the run of string literals read so far, wrapped, with the blanks that followed it.
fn flush_run(line: &str, run: &mut Option<(usize, usize)>, out: &mut String) {
    if let Some((start, end)) = run.take() {
        out.push_str("oklc_constant_string(");
        out.push_str(line[start..end].trim_end());
        out.push(')');
        out.push_str(
            &line[end..].chars().take_while(|c| *c == ' ' || *c == '\t').collect::<String>(),
        );
    }
}

/// Whether `word` names one of Metal's scalar or vector types (`float`, `uint4`, ...), which
/// have no constructor.
fn is_scalar_or_vector(word: &str) -> bool {
    let base = word.trim_end_matches(['2', '3', '4']);
    matches!(
        base,
        "bool"
            | "char"
            | "uchar"
            | "short"
            | "ushort"
            | "int"
            | "uint"
            | "long"
            | "ulong"
            | "float"
            | "half"
            | "unsigned"
            | "signed"
            | "size_t"
            | "ptrdiff_t"
    ) && (base == word || !matches!(base, "unsigned" | "signed" | "size_t" | "ptrdiff_t"))
}

/// Compiles `files` (Metal sources prepared by [`for_stand_in`]) with clang++ against the
/// stand-in in one invocation; returns each file's first error, `None` for the files that
/// compiled. Errors that are the stand-in's own limit ([`implicit_member_across_spaces`]) are
/// left out. A missing clang++ is an error that says how to install it.
pub fn stand_in_compile(files: &[PathBuf]) -> Result<Vec<Option<String>>, String> {
    stand_in_compile_excusing(files, &[])
}

/// [`stand_in_compile`], also excusing, on the lines `object_calls[k]` of file `k` (the calls
/// the structural checker found a space-qualified overload for), clang's error that a
/// `thread` member function cannot be called on an object in `threadgroup`, `device` or
/// `constant` memory: the overload the call picks in Metal is blanked for clang
/// ([`for_stand_in`]).
pub fn stand_in_compile_excusing(
    files: &[PathBuf],
    object_calls: &[std::collections::BTreeSet<usize>],
) -> Result<Vec<Option<String>>, String> {
    if files.is_empty() {
        return Ok(Vec::new());
    }
    let out = Command::new("clang++")
        .args(["-x", "c++", "-std=c++14", "-fsyntax-only", "-Wno-unknown-attributes"])
        .args(["-Wno-c++17-extensions", "-ferror-limit=0", "-fno-color-diagnostics"])
        .args(["-fno-caret-diagnostics"])
        .arg("-I")
        .arg(stand_in_dir())
        .args(files)
        .output()
        .map_err(|e| {
            format!("cannot run clang++ (install clang, e.g. `apt-get install clang`): {e}")
        })?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    // Each error with the notes that follow it, for the file it names.
    let mut diagnostics: Vec<(Option<usize>, String, Vec<String>)> = Vec::new();
    for line in stderr.lines() {
        if line.contains(": error: ") || line.contains(": fatal error: ") {
            let file = files.iter().position(|f| line.starts_with(&format!("{}:", f.display())));
            let text = match file {
                Some(k) => line[files[k].display().to_string().len() + 1..].to_string(),
                None => line.to_string(),
            };
            diagnostics.push((file, text, Vec::new()));
        } else if line.contains(": note: ")
            && let Some((_, _, notes)) = diagnostics.last_mut()
        {
            notes.push(line.to_string());
        }
    }
    let mut errors: Vec<Option<String>> = vec![None; files.len()];
    for (file, text, notes) in &diagnostics {
        if let Some(k) = file
            && errors[*k].is_none()
            && !implicit_member_across_spaces(notes)
            && !object_call_on_space(text, notes, object_calls.get(*k))
        {
            errors[*k] = Some(text.clone());
        }
    }
    if !out.status.success() && diagnostics.iter().all(|(file, _, _)| file.is_none()) {
        return Err(format!("clang++ failed without naming a file:\n{stderr}"));
    }
    Ok(errors)
}

/// Whether the notes of a clang error say it is the stand-in's own limit: every candidate is
/// a member clang declares implicitly (copy, move, default constructor or assignment), and a
/// copy or move is not viable for an address space. Clang declares those members for the
/// default address space only, so copying a struct into or out of `device`, `constant` or
/// `threadgroup` memory fails there, while Metal's compiler declares them for every address
/// space.
pub fn implicit_member_across_spaces(notes: &[String]) -> bool {
    let candidates: Vec<&String> = notes.iter().filter(|n| n.contains("candidate")).collect();
    !candidates.is_empty()
        && candidates.iter().all(|n| n.contains("(the implicit "))
        && candidates.iter().any(|n| {
            (n.contains("implicit copy") || n.contains("implicit move"))
                && n.contains("address space")
        })
}

/// Whether clang's error `text` (`40:31: error: ...`, with its `notes`) is that a member
/// function without an address space cannot take an object in `threadgroup`, `device` or
/// `constant` memory, at a line of `lines`: the object cannot initialize its object
/// parameter, or (a member function template) every candidate expects its object in the
/// default address space.
fn object_call_on_space(
    text: &str,
    notes: &[String],
    lines: Option<&std::collections::BTreeSet<usize>>,
) -> bool {
    let line = text.split(':').next().and_then(|l| l.trim().parse::<usize>().ok());
    let Some((line, lines)) = line.zip(lines) else { return false };
    let candidates: Vec<&String> = notes.iter().filter(|n| n.contains("candidate")).collect();
    let object_parameter = text.contains("error: cannot initialize object parameter of type '")
        && ["threadgroup", "device", "constant"]
            .iter()
            .any(|space| text.contains(&format!("with an expression of type '{space} ")));
    let no_template = text.contains("error: no matching member function for call to '")
        && !candidates.is_empty()
        && candidates.iter().all(|n| {
            n.contains("'this' object is in address space '")
                && n.contains("but method expects object in generic address space")
        });
    lines.contains(&line) && (object_parameter || no_template)
}

/// What a case's transpilation produced, for [`run`].
pub type Transpiled = Result<(String, String), String>;

/// Checks every case: `transpile(case)` gives the Metal source and the metadata JSON (or the
/// rendered errors); sources that pass the metadata check and the structural checker are
/// written under `work` and compiled against the stand-in, `jobs` batches at once.
pub fn run(
    cases: &[Case],
    transpile: impl Fn(&Case) -> Transpiled,
    work: &Path,
    jobs: usize,
) -> Result<Vec<MetalOutcome>, String> {
    std::fs::create_dir_all(work).map_err(|e| format!("{}: {e}", work.display()))?;
    let mut outcomes = Vec::new();
    let mut to_compile: Vec<(usize, PathBuf, std::collections::BTreeSet<usize>)> = Vec::new();
    for case in cases {
        let failure = match transpile(case) {
            Err(e) => Some(("Transpile".to_string(), first_error(&e))),
            Ok((source, metadata)) => match check_device_metadata(case, &metadata) {
                Err(e) => Some(("Metadata".to_string(), e)),
                Ok(_) => {
                    let report = crate::metal_check::checked(&source);
                    match report.problems.first() {
                        Some(p) => Some(("Structure".to_string(), p.clone())),
                        None => {
                            let path = work.join(format!("{}.metal", case.name));
                            std::fs::write(&path, for_stand_in(&source))
                                .map_err(|e| format!("{}: {e}", path.display()))?;
                            to_compile.push((outcomes.len(), path, report.object_calls));
                            None
                        }
                    }
                }
            },
        };
        outcomes.push(MetalOutcome { case: case.name.clone(), failure });
    }
    let per_batch = to_compile.len().div_ceil(jobs.max(1)).max(1);
    let batches: Vec<&[(usize, PathBuf, std::collections::BTreeSet<usize>)]> =
        to_compile.chunks(per_batch).collect();
    let results = std::thread::scope(|s| {
        let handles: Vec<_> = batches
            .iter()
            .map(|batch| {
                s.spawn(move || {
                    let files: Vec<PathBuf> = batch.iter().map(|(_, p, _)| p.clone()).collect();
                    let calls: Vec<_> = batch.iter().map(|(_, _, c)| c.clone()).collect();
                    stand_in_compile_excusing(&files, &calls)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err("clang++ thread".into())))
            .collect::<Vec<_>>()
    });
    for (batch, result) in batches.iter().zip(results) {
        for ((k, _, _), error) in batch.iter().zip(result?) {
            if let Some(e) = error {
                outcomes[*k].failure = Some(("Compile (clang++ stand-in)".to_string(), e));
            }
        }
    }
    Ok(outcomes)
}

/// The first error line of rendered diagnostics.
fn first_error(rendered: &str) -> String {
    rendered
        .lines()
        .find(|l| l.contains(": error"))
        .unwrap_or(rendered.lines().next().unwrap_or(""))
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::{constant_strings, for_stand_in, stand_in_compile};

    /// Transpiles `okl` for Metal: the device source, or the rendered errors.
    fn metal(okl: &str) -> Result<String, String> {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("k.okl");
        std::fs::write(&path, okl).expect("write");
        let options = oklc_driver::Options {
            mode: oklc_driver::Backend::Metal,
            ..oklc_driver::Options::default()
        };
        crate::pipeline::transpile_file(&path, options).map(|out| out.source)
    }

    /// Every form of `@atomic` Metal has: one call, or a compare-and-swap loop, on `int`,
    /// `unsigned` and `float` in device and threadgroup memory.
    const ATOMICS: &str = "@kernel void k(const int n, int *a, unsigned *u, float *f) {
  for (int b = 0; b < n; ++b; @outer) {
    @shared int si[4];
    @shared float sf[4];
    for (int t = 0; t < 4; ++t; @inner) {
      si[t] = 0;
      sf[t] = 1.0f;
    }
    for (int t = 0; t < 4; ++t; @inner) {
      @atomic a[0] += t;
      @atomic a[1] -= t;
      @atomic a[2]++;
      @atomic a[3] *= 3;
      @atomic a[4] /= 2;
      @atomic a[5] &= t;
      @atomic a[6] = t;
      @atomic a[7] <<= 1;
      @atomic u[0] |= 1u;
      @atomic u[1] ^= 2u;
      @atomic u[2] %= 7u;
      @atomic f[0] += 0.5f;
      @atomic f[1] *= 1.5f;
      @atomic f[2] = 2.0f;
      @atomic si[t % 4] += 1;
      @atomic sf[t % 4] *= 2.0f;
    }
  }
}
";

    #[test]
    fn atomics_of_every_form_follow_the_rules_and_compile_against_the_stand_in() {
        let source = metal(ATOMICS).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(crate::metal_check::check(&source), Vec::<String>::new(), "{source}");
        for needle in [
            "atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&a[0])",
            "atomic_fetch_sub_explicit(reinterpret_cast<device atomic_int *>(&a[1])",
            "atomic_fetch_and_explicit(reinterpret_cast<device atomic_int *>(&a[5])",
            "atomic_exchange_explicit(reinterpret_cast<device atomic_int *>(&a[6])",
            "atomic_fetch_or_explicit(reinterpret_cast<device atomic_uint *>(&u[0])",
            "atomic_fetch_xor_explicit(reinterpret_cast<device atomic_uint *>(&u[1])",
            "atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&f[0])",
            "atomic_exchange_explicit(reinterpret_cast<device atomic_float *>(&f[2])",
            "atomic_fetch_add_explicit(reinterpret_cast<threadgroup atomic_int *>(&si[t % 4])",
            "threadgroup atomic_uint *_occa_ptr = reinterpret_cast<threadgroup atomic_uint *>(&sf[t % 4])",
            "device atomic_int *_occa_ptr = reinterpret_cast<device atomic_int *>(&a[3])",
            "as_type<uint>((float) (as_type<float>(_occa_old) * (1.5f)))",
        ] {
            assert!(source.contains(needle), "missing `{needle}` in:\n{source}");
        }
        assert_eq!(source.matches("atomic_compare_exchange_weak_explicit").count(), 6, "{source}");
        let dir = tempfile::tempdir().expect("tempdir");
        let file = dir.path().join("atomics.metal");
        std::fs::write(&file, for_stand_in(&source)).expect("write");
        let errors =
            stand_in_compile(std::slice::from_ref(&file)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(errors, [None], "{source}");
    }

    /// Scalar parameters the kernel writes, takes the address of or binds to a reference are
    /// copied out of their `constant` buffers into `thread` locals; one it only reads is not.
    #[test]
    fn parameters_used_as_objects_are_copied_to_thread_memory() {
        let okl = "void bump(int *v) { *v += 1; }
void twice(float &x) { x *= 2.0f; }
@kernel void k(const int n, int a, float f, const int r, int *out) {
  for (int b = 0; b < n; ++b; @outer) {
    for (int t = 0; t < 4; ++t; @inner) {
      bump(&a);
      twice(f);
      const int &alias = r;
      out[b * 4 + t] = a + (int) f + alias;
    }
  }
}
";
        let source = metal(okl).unwrap_or_else(|e| panic!("{e}"));
        for line in [
            "constant int &_occa_arg_a [[buffer(1)]]",
            "constant float &_occa_arg_f [[buffer(2)]]",
            "constant int &_occa_arg_r [[buffer(3)]]",
            "  int a = _occa_arg_a;",
            "  float f = _occa_arg_f;",
            "  const int r = _occa_arg_r;",
            "constant int &n [[buffer(0)]]",
        ] {
            assert!(source.contains(line), "{line} in:\n{source}");
        }
        assert!(crate::metal_check::check(&source).is_empty(), "{source}");
        let dir = tempfile::tempdir().expect("tempdir");
        let file = dir.path().join("k.metal");
        std::fs::write(&file, for_stand_in(&source)).expect("write");
        let errors =
            stand_in_compile(std::slice::from_ref(&file)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(errors[0], None, "{source}");
    }

    /// `std` names Metal has print as `metal::` ones (or its builtin types), and a helper named
    /// like Metal's `half` is renamed with its calls, which clang finds against the stand-in.
    #[test]
    fn library_names_and_helpers_named_like_metal_types_compile() {
        let okl = "#include <limits>
inline int half(int x) { return x / 2; }
@kernel void k(const int n, const float *x, float *y) {
  for (std::size_t b = 0; b < (std::size_t)n; ++b; @outer) {
    for (std::int32_t t = 0; t < 4; ++t; @inner) {
      std::array<std::array<float, 2>, 2> m{};
      m[1][0] = std::min<float>(x[t], 2) + std::max(x[t], 0.0f);
      y[b * 4 + t] = m[1][0] + std::numeric_limits<float>::epsilon() + half(t) + half(3)
          + std::sqrt(x[t]);
    }
  }
}
";
        let source = metal(okl).unwrap_or_else(|e| panic!("{e}"));
        for text in [
            "inline int half_(int x)",
            "size_t b = ",
            "int32_t t = ",
            "metal::array<metal::array<float, 2>, 2> m{};",
            "metal::min<float>(x[t], 2) + metal::max(x[t], 0.0f)",
            "metal::numeric_limits<float>::epsilon() + half_(t) + half_(3)",
            "metal::precise::sqrt(x[t])",
        ] {
            assert!(source.contains(text), "{text} in:\n{source}");
        }
        assert!(!source.contains("std::"), "{source}");
        assert!(crate::metal_check::check(&source).is_empty(), "{source}");
        let dir = tempfile::tempdir().expect("tempdir");
        let file = dir.path().join("k.metal");
        std::fs::write(&file, for_stand_in(&source)).expect("write");
        let errors =
            stand_in_compile(std::slice::from_ref(&file)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(errors[0], None, "{source}");
    }

    /// A call picks among overloads by the `const`-ness of what the pointer points to, and
    /// an overload no call picks takes `thread` parameters, as an operator no call names does.
    #[test]
    fn overloads_and_operators_get_the_spaces_of_their_uses() {
        let okl = "int twice(const int *p) { return 2 * *p; }
int twice(int *p) { *p *= 2; return *p; }
struct V { float x; };
inline V operator*(float s, const V &v) { return V{s * v.x}; }
@kernel void k(const int n, int m, int *out) {
  for (int b = 0; b < n; ++b; @outer) {
    @shared int s[4];
    for (int t = 0; t < 4; ++t; @inner) {
      s[t] = t;
      const V v = 2.0f * V{1.0f};
      out[b * 4 + t] = twice(&m) + twice(&s[t]) + (int) v.x;
    }
  }
}
";
        let source = metal(okl).unwrap_or_else(|e| panic!("{e}"));
        for text in [
            "int twice(thread const int *p)",
            "int _occa_twice_as_p(thread int *p)",
            "int _occa_twice_as_l(threadgroup int *p)",
            "inline V operator*(float s, thread const V &v)",
        ] {
            assert!(source.contains(text), "{text} in:\n{source}");
        }
        assert!(crate::metal_check::check(&source).is_empty(), "{source}");
        let dir = tempfile::tempdir().expect("tempdir");
        let file = dir.path().join("k.metal");
        std::fs::write(&file, for_stand_in(&source)).expect("write");
        let errors =
            stand_in_compile(std::slice::from_ref(&file)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(errors[0], None, "{source}");
    }

    #[test]
    fn the_native_launcher_is_refused_with_a_hint() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("k.okl");
        std::fs::write(&path, ATOMICS).expect("write");
        let options = oklc_driver::Options {
            mode: oklc_driver::Backend::Metal,
            launcher_api: oklc_codegen::LauncherApi::Native,
            ..oklc_driver::Options::default()
        };
        let errors = crate::pipeline::transpile_file(&path, options).err().expect("an error");
        assert!(
            errors.contains("k.okl:1:1: error: the `metal` backend has no standalone launcher"),
            "{errors}"
        );
    }

    #[test]
    fn the_stand_in_rejects_mixed_up_address_spaces() {
        let dir = tempfile::tempdir().expect("tempdir");
        let file = dir.path().join("bad.metal");
        let text = "#include <metal_stdlib>
using namespace metal;
float get(thread const float *p) { return *p; }
kernel void k(device float *a [[buffer(0)]]) { a[0] = get(a); }
";
        std::fs::write(&file, text).expect("write");
        let errors =
            stand_in_compile(std::slice::from_ref(&file)).unwrap_or_else(|e| panic!("{e}"));
        assert!(errors[0].as_deref().is_some_and(|e| e.contains("get")), "{errors:?}");
    }

    /// Copying a struct into and out of `device` and `threadgroup` memory, which Metal allows
    /// and clang's implicit members do not, passes; a mixed-up space in the same file is still
    /// reported.
    #[test]
    fn struct_copies_across_spaces_pass_and_other_errors_stay() {
        let dir = tempfile::tempdir().expect("tempdir");
        let struct_copies = "struct P { int a; float b; };
kernel void k(device P *d [[buffer(0)]]) {
  extern threadgroup P s[4];
  P x = d[0];
  s[1] = d[1];
  d[2] = s[1];
  d[3].a = x.a;
}
";
        let files: Vec<_> = [("copies.metal", ""), ("mixed.metal", "thread P *t = d;\n")]
            .iter()
            .map(|(name, extra)| {
                let file = dir.path().join(name);
                let text = format!(
                    "#include <metal_stdlib>\nusing namespace metal;\n{}",
                    struct_copies.replace("  d[3].a", &format!("  {extra}  d[3].a"))
                );
                std::fs::write(&file, text).expect("write");
                file
            })
            .collect();
        let errors = stand_in_compile(&files).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(errors[0], None);
        assert!(
            errors[1].as_deref().is_some_and(|e| e.contains("cannot initialize")),
            "{errors:?}"
        );
    }

    /// The error of `okl` that has `code`, with its line.
    fn error_line(okl: &str, code: &str) -> Option<(usize, String)> {
        let errors = metal(okl).err()?;
        errors.lines().find(|l| l.contains(code)).map(|l| {
            let line = l.split(':').nth(1).and_then(|n| n.parse().ok()).unwrap_or(0);
            (line, l.to_string())
        })
    }

    #[test]
    fn what_metal_lacks_is_an_error_at_its_okl_line() {
        let kernel = |decl: &str| {
            format!(
                "@kernel void k(const int n, float *out) {{\n  for (int b = 0; b < n; ++b; @outer) {{\n    for (int t = 0; t < 4; ++t; @inner) {{\n      {decl}\n      out[b * 4 + t] = (float) t;\n    }}\n  }}\n}}\n"
            )
        };
        let (line, text) = error_line(&kernel("double d = 1.0;"), "OKL0610").expect("double");
        assert_eq!(line, 4, "{text}");
        assert!(text.contains("no `double`"), "{text}");
        // A lambda that is not only called through the local holding it stays a lambda.
        let (line, text) =
            error_line(&kernel("auto f = [](int x) { return x; }; auto g = f;"), "OKL0610")
                .expect("lambda");
        assert_eq!(line, 4, "{text}");
        assert!(text.contains("no lambda expressions"), "{text}");
        let wide = "@kernel void k(const int n, long long *out) {\n  for (int b = 0; b < n; ++b; @outer) {\n    for (int t = 0; t < 4; ++t; @inner) {\n      @atomic out[b] += 1;\n    }\n  }\n}\n";
        let (line, text) = error_line(wide, "OKL0605").expect("64-bit atomic");
        assert_eq!(line, 4, "{text}");
        assert!(text.contains("64-bit integer"), "{text}");
        let (line, text) = error_line(&kernel("printf(\"%d\\n\", t);"), "OKL0611").expect("printf");
        assert_eq!(line, 4, "{text}");
        assert!(text.contains("`printf`"), "{text}");
        let recursive = format!(
            "int down(int x);\nint up(int x) {{ return x > 0 ? down(x - 1) : 0; }}\nint down(int x) {{ return up(x); }}\n{}",
            kernel("int r = up(t);")
        );
        let (line, text) = error_line(&recursive, "OKL0612").expect("recursion");
        assert_eq!(line, 3, "{text}");
        assert!(text.contains("`down` calls itself through `up`"), "{text}");
        let (line, text) = error_line(&kernel("wchar_t c = L'x';"), "OKL0610").expect("wchar_t");
        assert_eq!(line, 4, "{text}");
        assert!(text.contains("no `wchar_t`"), "{text}");
        let pointer =
            format!("int inc(int v) {{ return v + 1; }}\n{}", kernel("int (*f)(int) = inc;"));
        let (line, text) = error_line(&pointer, "OKL0610").expect("function pointer");
        assert_eq!(line, 5, "{text}");
        assert!(text.contains("no pointers to functions"), "{text}");
        let (line, text) =
            error_line(&kernel("int v = std::forward<int>(t);"), "OKL0611").expect("std::forward");
        assert_eq!(line, 4, "{text}");
        assert!(text.contains("no `std::forward`"), "{text}");
        let namespaced =
            format!("namespace lib {{\ntypedef double real;\n}}\n{}", kernel("float r = 1.0f;"));
        let (line, text) = error_line(&namespaced, "OKL0610").expect("double in a namespace");
        assert_eq!(line, 1, "{text}");
        assert!(text.contains("no `double`"), "{text}");
        // What Metal has passes: `float`, `long`, a loop instead of recursion.
        assert!(metal(&kernel("long w = 1; float d = 1.0f; out[0] = d + w;")).is_ok());
    }

    /// `long long` is Metal's 64-bit `long`, and the file says it needs MSL 2.3.
    #[test]
    fn long_long_is_metal_long() {
        let okl = "@kernel void k(const int n, unsigned long long *out) {\n  for (int b = 0; b < n; ++b; @outer) {\n    for (int t = 0; t < 4; ++t; @inner) {\n      long long w = 3000000000ll * t;\n      out[b * 4 + t] = (unsigned long long) w;\n    }\n  }\n}\n";
        let out = metal(okl).expect("long long");
        assert!(out.starts_with("// Metal Shading Language 2.3 or later"), "{out}");
        assert!(out.contains("long w = 3000000000l * t;"), "{out}");
        assert!(out.contains("device unsigned long *out"), "{out}");
        assert!(!out.contains("long long"), "{out}");
        assert_eq!(crate::metal_check::check(&out), Vec::<String>::new());
    }

    /// Lambdas become helpers: an immediately invoked one, a generic one called with two
    /// argument types (one helper each), one capturing a `threadgroup` array; the output holds
    /// no lambda and compiles against the stand-in.
    #[test]
    fn lambdas_become_helpers() {
        let okl = "@kernel void k(const int n, float *out) {\n  for (int b = 0; b < n; ++b; @outer) {\n    @shared float s[4];\n    for (int t = 0; t < 4; ++t; @inner) {\n      s[t] = t;\n    }\n    for (int t = 0; t < 4; ++t; @inner) {\n      auto twice = [](auto x) { return x + x; };\n      auto at = [&s](int k) { return s[k]; };\n      const float c = [&]() { return at(3 - t); }();\n      out[b * 4 + t] = twice(c) + twice(t);\n    }\n  }\n}\n";
        let out = metal(okl).expect("lambdas");
        assert_eq!(crate::metal_check::check(&out), Vec::<String>::new(), "{out}");
        assert!(out.contains("_occa_k_twice(float x)"), "{out}");
        assert!(out.contains("_occa_k_twice_2(int x)"), "{out}");
        assert!(out.contains("threadgroup float (&s)[4]"), "{out}");
        let dir = tempfile::tempdir().expect("tempdir");
        let file = dir.path().join("lambdas.metal");
        std::fs::write(&file, for_stand_in(&out)).expect("write");
        let errors =
            stand_in_compile(std::slice::from_ref(&file)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(errors, [None], "{out}");
    }

    /// Member functions called on `@shared` objects get `threadgroup` overloads (the member
    /// function they call on their own object too, a reference result into the object), which
    /// the checker verifies and the stand-in compile blanks, excusing exactly those calls.
    #[test]
    fn member_functions_called_on_threadgroup_objects_get_qualified_overloads() {
        let okl = "struct Acc {\n  int v[2];\n  int first() const { return v[0]; }\n  int sum() const { return first() + v[1]; }\n  int &at(int i) { return v[i]; }\n  template <typename U> U scaled(U f) const { return f * (U)sum(); }\n};\n@kernel void k(const int n, int *out) {\n  for (int b = 0; b < n; ++b; @outer) {\n    @shared Acc s[4];\n    for (int t = 0; t < 4; ++t; @inner) {\n      s[t].v[0] = t;\n      s[t].v[1] = b;\n    }\n    for (int t = 0; t < 4; ++t; @inner) {\n      Acc mine = s[t];\n      s[3 - t].at(1) += 1;\n      out[b * 4 + t] = s[t].sum() + s[t].scaled(2) + mine.first();\n    }\n  }\n}\n";
        let source = metal(okl).unwrap_or_else(|e| panic!("{e}"));
        for text in [
            "  int first() const {",
            "  int first() const threadgroup {",
            "  int sum() const threadgroup {",
            "  thread int &at(int i) {",
            "  threadgroup int &at(int i) threadgroup {",
            "  U scaled(U f) const threadgroup {",
        ] {
            assert!(source.contains(text), "{text} in:\n{source}");
        }
        let report = crate::metal_check::checked(&source);
        assert_eq!(report.problems, Vec::<String>::new(), "{source}");
        assert_eq!(report.object_calls.len(), 2, "{source}");
        let dir = tempfile::tempdir().expect("tempdir");
        let file = dir.path().join("k.metal");
        std::fs::write(&file, for_stand_in(&source)).expect("write");
        let files = std::slice::from_ref(&file);
        let errors = super::stand_in_compile_excusing(files, &[report.object_calls])
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(errors, [None], "{source}");
        // Without the excuse, clang reports the calls the overloads are for.
        let errors = stand_in_compile(files).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            errors[0]
                .as_deref()
                .is_some_and(|e| e.contains("with an expression of type 'threadgroup Acc")),
            "{errors:?}"
        );
    }

    /// Functions of namespaces (the device subset's `std::swap` too) take `thread` pointers
    /// and references, and get an overload per combination of other spaces their calls pass.
    #[test]
    fn namespace_functions_get_overloads_for_the_spaces_of_their_calls() {
        let okl = "#include <utility>\nnamespace lib {\ninline float first(const float *p) { return p[0]; }\n}\n@kernel void k(const int n, float *out) {\n  for (int b = 0; b < n; ++b; @outer) {\n    @shared float s[4];\n    for (int t = 0; t < 4; ++t; @inner) {\n      s[t] = t;\n    }\n    for (int t = 0; t < 4; ++t; @inner) {\n      if (t == 0) std::swap(s[0], s[3]);\n      float x = lib::first(&s[t]) + lib::first(out);\n      float y = x;\n      std::swap(x, out[b * 4 + t]);\n      std::swap(x, y);\n    }\n  }\n}\n";
        let source = metal(okl).unwrap_or_else(|e| panic!("{e}"));
        for text in [
            "inline void swap(thread T &a, thread T &b)",
            "inline void swap(threadgroup T &a, threadgroup T &b)",
            "inline void swap(thread T &a, device T &b)",
            "inline float first(thread const float *p)",
            "inline float first(threadgroup const float *p)",
            "inline float first(device const float *p)",
        ] {
            assert_eq!(source.matches(text).count(), 1, "{text} in:\n{source}");
        }
        assert_eq!(crate::metal_check::check(&source), Vec::<String>::new(), "{source}");
        let dir = tempfile::tempdir().expect("tempdir");
        let file = dir.path().join("k.metal");
        std::fs::write(&file, for_stand_in(&source)).expect("write");
        let errors =
            stand_in_compile(std::slice::from_ref(&file)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(errors, [None], "{source}");
    }

    /// A class over `@shared` memory keeps the space of the pointer its constructor is given,
    /// and so do the references its member functions return; one given pointers into two
    /// spaces is an error naming both.
    #[test]
    fn a_view_class_points_where_its_constructor_argument_does() {
        let view = "template <typename T>\nclass View {\n public:\n  View(T *data) : data_(data) {}\n  T &operator()(int i) { return data_[i]; }\n private:\n  T *data_;\n};\n";
        let kernel = |body: &str| {
            format!(
                "{view}@kernel void k(const int n, float *out) {{\n  for (int b = 0; b < n; ++b; @outer) {{\n    @shared float tile[4];\n    for (int t = 0; t < 4; ++t; @inner) {{\n      {body}\n    }}\n  }}\n}}\n"
            )
        };
        let source = metal(&kernel(
            "View<float> s(&tile[0]);\n      float &x = s(t);\n      x = 1.0f;\n      out[b * 4 + t] = s(3 - t);",
        ))
        .unwrap_or_else(|e| panic!("{e}"));
        for text in [
            "View(threadgroup T *data)",
            "threadgroup T &operator()(int i)",
            "threadgroup T *data_;",
            "threadgroup float &x = s(t);",
        ] {
            assert!(source.contains(text), "{text} in:\n{source}");
        }
        assert_eq!(crate::metal_check::check(&source), Vec::<String>::new(), "{source}");
        let (line, text) = error_line(
            &kernel(
                "View<float> s(&tile[0]);\n      View<float> g(out + b * 4);\n      g(t) = s(t);",
            ),
            "OKL0580",
        )
        .expect("two spaces");
        assert_eq!(line, 2, "{text}");
        assert!(
            text.contains("field `View::data_` points into both local and global memory"),
            "{text}"
        );
    }

    #[test]
    fn string_literal_runs_are_wrapped_and_comments_and_characters_stay() {
        assert_eq!(
            constant_strings("  f(\"ab\" \"c\\\"d\", 'x', u8\"e\"); // \"g\"\n"),
            "  f(oklc_constant_string(\"ab\" \"c\\\"d\"), 'x', oklc_constant_string(u8\"e\")); // \"g\"\n"
        );
        assert_eq!(
            constant_strings("p = R\"xy(a\"b)xy\" + 1;"),
            "p = oklc_constant_string(R\"xy(a\"b)xy\") + 1;"
        );
        assert_eq!(constant_strings("char c = '\"';"), "char c = '\"';");
    }

    #[test]
    fn threadgroup_variables_become_static_or_extern_and_pointers_stay() {
        let text = "  threadgroup float s[8 * 2];\n  threadgroup float *p = s;\n  float x;\n  \
                    threadgroup const uint2 v[4];\n  threadgroup Cell c[8];\n";
        assert_eq!(
            for_stand_in(text),
            "  static threadgroup float s[8 * 2];\n  threadgroup float *p = s;\n  float x;\n  \
             static threadgroup const uint2 v[4];\n  extern threadgroup Cell c[8];\n"
        );
    }
}
