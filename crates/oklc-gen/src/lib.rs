//! A structure-aware generator of valid OKL programs, driven by [`arbitrary::Unstructured`].
//!
//! [`program`] turns any byte string into a translation unit that oklc must accept for every
//! host backend: one to three `@kernel`s built from nested `@outer`/`@inner` loops (1-D and 2-D,
//! explicit axes, prefix and trailing attribute spellings), `@tile` loops (increasing and
//! decreasing), `@shared` staging arrays read across inner loops, `@exclusive` scalars, explicit
//! `@barrier()`s, `@atomic` updates, `@restrict` parameters, helper functions, typedefs, object-
//! and function-like macros, `#if` branches and `#pragma unroll`. Running out of bytes means
//! "take the first choice", so every input (the empty one included) gives a program.
//!
//! Every kernel takes the same parameters ([`PARAMS`]) and is race-free by construction: each
//! work-item writes only its own element `i < N` of `y` and `yi`, and the shared accumulators
//! `acc`/`iacc` are only touched by `@atomic` additions of small values whose sums are exact in
//! any order. So a program's results do not depend on the backend, which the differential
//! property tests (`tests/suites/properties.rs`) check by running the serial, OpenMP, CUDA, HIP
//! and OpenCL outputs ([`host_driver`], [`gpu_driver`], [`push_inputs`] and [`push_outputs`]
//! for other runtimes).

use arbitrary::Unstructured;

/// The parameter list shared by every generated kernel (see [`host_driver`]).
pub const PARAMS: &str =
    "const int N, const float *x, const int *xi, float *y, int *yi, float *acc, int *iacc";

/// Number of elements of the atomic accumulators `acc` and `iacc`.
pub const ACC_SLOTS: usize = 4;

/// A generated translation unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// The OKL source.
    pub source: String,
    /// The kernels' names, in source order; each takes [`PARAMS`].
    pub kernels: Vec<String>,
}

/// Builds a program from the choices in `u` (never fails).
pub fn program(u: &mut Unstructured<'_>) -> Program {
    let mut g = Gen { u, out: String::new(), indent: 0, helper: false, sqr: false, scale: false };
    g.program()
}

/// [`program`] over raw bytes.
pub fn program_from_bytes(data: &[u8]) -> Program {
    program(&mut Unstructured::new(data))
}

/// A C++ `main` that calls every kernel of `program` (included as `kernel_file`, the transpiled
/// output of a host backend) on deterministic inputs of `n` elements and prints every output
/// element in hexadecimal floating point, so two backends can be compared byte for byte.
pub fn host_driver(program: &Program, kernel_file: &str, n: usize) -> String {
    let mut s = format!("#include \"{kernel_file}\"\n#include <cstdio>\n#include <vector>\n\n");
    s.push_str("int main() {\n");
    push_inputs(&mut s, n);
    for k in &program.kernels {
        s.push_str(&format!(
            "  {k}(N, x.data(), xi.data(), y.data(), yi.data(), acc.data(), iacc.data());\n"
        ));
    }
    push_outputs(&mut s);
    s
}

/// [`host_driver`] for a GPU backend: `launcher_file` is the native launcher of CUDA (`api`
/// `"cuda"`) or HIP (`"hip"`), whose kernels take device pointers. The same inputs are copied
/// to device memory, every kernel runs through its launcher (a runtime error ends the program
/// with status 3), and the same lines are printed from the copies brought back, so the output
/// compares byte for byte with a host backend's.
pub fn gpu_driver(program: &Program, launcher_file: &str, api: &str, n: usize) -> String {
    let mut s = format!(
        "#include \"{launcher_file}\"\n#include <cstdio>\n#include <cstdlib>\n#include <vector>\n\n\
         static void check({api}Error_t e, const char *what) {{\n  \
         if (e != {api}Success) {{\n    \
         std::printf(\"%s: %s\\n\", what, {api}GetErrorString(e));\n    std::exit(3);\n  }}\n}}\n\n\
         template <class T> static T *to_device(const std::vector<T> &v) {{\n  \
         T *d = nullptr;\n  check({api}Malloc((void **)&d, v.size() * sizeof(T)), \"malloc\");\n  \
         check({api}Memcpy(d, v.data(), v.size() * sizeof(T), {api}MemcpyHostToDevice), \"copy in\");\n  \
         return d;\n}}\n\n\
         template <class T> static void to_host(std::vector<T> &v, T *d) {{\n  \
         check({api}Memcpy(v.data(), d, v.size() * sizeof(T), {api}MemcpyDeviceToHost), \"copy out\");\n  \
         check({api}Free(d), \"free\");\n}}\n\n"
    );
    s.push_str("int main() {\n");
    push_inputs(&mut s, n);
    for v in ["x", "xi", "y", "yi", "acc", "iacc"] {
        s.push_str(&format!("  auto *d_{v} = to_device({v});\n"));
    }
    for k in &program.kernels {
        s.push_str(&format!(
            "  {k}(N, d_x, d_xi, d_y, d_yi, d_acc, d_iacc);\n  \
             check({api}GetLastError(), \"launch of {k}\");\n  \
             check({api}DeviceSynchronize(), \"run of {k}\");\n"
        ));
    }
    for v in ["x", "xi", "y", "yi", "acc", "iacc"] {
        s.push_str(&format!("  to_host({v}, d_{v});\n"));
    }
    push_outputs(&mut s);
    s
}

/// The driver's inputs, at the start of `main`: `int N` and the vectors `x`, `xi`, `y`, `yi`,
/// `acc` and `iacc` every kernel takes (for drivers of other runtimes).
pub fn push_inputs(s: &mut String, n: usize) {
    s.push_str(&format!(
        "  int N = {n};\n  std::vector<float> x(N), y(N), acc({ACC_SLOTS}, 0.0f);\n  \
         std::vector<int> xi(N), yi(N), iacc({ACC_SLOTS}, 0);\n  for (int i = 0; i < N; ++i) {{\n    \
         x[i] = (float)(i % 7) * 0.25f - 0.5f;\n    xi[i] = (i * 13) % 17 - 5;\n    \
         y[i] = 0.125f * (float)(i % 3);\n    yi[i] = i % 5;\n  }}\n"
    ));
}

/// Prints every output element and ends `main`.
pub fn push_outputs(s: &mut String) {
    s.push_str(
        "  for (int i = 0; i < N; ++i) std::printf(\"y %d %a\\n\", i, (double)y[i]);\n  \
         for (int i = 0; i < N; ++i) std::printf(\"yi %d %d\\n\", i, yi[i]);\n",
    );
    s.push_str(&format!(
        "  for (int i = 0; i < {ACC_SLOTS}; ++i) std::printf(\"acc %d %a %d\\n\", i, \
         (double)acc[i], iacc[i]);\n  return 0;\n}}\n"
    ));
}

/// What a statement may refer to at its position.
#[derive(Clone, Copy)]
struct Scope {
    /// An `@exclusive float e` that is already assigned.
    exclusive: bool,
    /// A `@shared float s[BS]` that is already filled (read with the inner index `t`).
    shared: bool,
    /// Nesting budget left for compound statements and expressions.
    depth: u8,
}

struct Gen<'u, 'a> {
    u: &'u mut Unstructured<'a>,
    out: String,
    indent: usize,
    helper: bool,
    sqr: bool,
    scale: bool,
}

impl Gen<'_, '_> {
    fn pick(&mut self, n: usize) -> usize {
        if n <= 1 { 0 } else { self.u.choose_index(n).unwrap_or(0) }
    }

    fn flag(&mut self) -> bool {
        self.pick(2) == 1
    }

    /// A line that opens a block: what follows is indented one level deeper.
    fn open(&mut self, text: &str) {
        self.line(text);
        self.indent += 1;
    }

    /// Closes `n` blocks.
    fn close(&mut self, n: usize) {
        for _ in 0..n {
            self.indent -= 1;
            self.line("}");
        }
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn program(&mut self) -> Program {
        self.out.push_str("// Generated by oklc-gen.\n");
        let bs = [4, 8, 16, 32][self.pick(4)];
        self.line(&format!("#define BS {bs}"));
        if self.flag() {
            self.scale = true;
            self.out
                .push_str("#if BS >= 16\n#define SCALE 2.0f\n#else\n#define SCALE 0.5f\n#endif\n");
        }
        if self.flag() {
            self.sqr = true;
            self.line("#define SQR(a) ((a) * (a))");
        }
        if self.flag() {
            self.line("typedef float real_t;");
        } else {
            self.line("#define real_t float");
        }
        if self.flag() {
            self.helper = true;
            self.line("float helper(float a) { return a * 0.5f + 1.0f; }");
        }
        let count = 1 + self.pick(3);
        let mut kernels = Vec::new();
        for k in 0..count {
            let name = format!("k{k}");
            self.kernel(&name);
            kernels.push(name);
        }
        Program { source: std::mem::take(&mut self.out), kernels }
    }

    fn kernel(&mut self, name: &str) {
        let params = if self.flag() {
            PARAMS.replace("float *y", "@restrict float *y")
        } else {
            PARAMS.to_string()
        };
        self.open(&format!("@kernel void {name}({params}) {{"));
        let blocks = 1 + self.pick(2);
        for _ in 0..blocks {
            match self.pick(4) {
                0 => self.tile_block(),
                1 => self.block_1d(),
                2 => self.inner_2d(),
                _ => self.outer_2d(),
            }
        }
        self.close(1);
    }

    fn scope(&self) -> Scope {
        Scope { exclusive: false, shared: false, depth: 3 }
    }

    fn tile_block(&mut self) {
        let size = ["BS", "4", "16", "(BS * 2)"][self.pick(4)];
        let header = match self.pick(4) {
            0 => "int i = 0; i < N; ++i",
            1 => "int i = 0; i < N; i++",
            2 => "int i = 0; N > i; i += 1",
            _ => "int i = N - 1; i >= 0; --i",
        };
        self.open(&format!("for ({header}; @tile({size}, @outer, @inner)) {{"));
        let scope = self.scope();
        self.stmts(scope);
        self.close(1);
    }

    /// `@outer` loop over blocks of `BS` with one to three `@inner` loops, optional `@shared`
    /// staging, `@exclusive` state and explicit barriers.
    fn block_1d(&mut self) {
        let prefix = self.flag();
        if prefix {
            self.line("@outer for (int b = 0; b < (N + BS - 1) / BS; ++b) {");
        } else {
            self.line("for (int b = 0; b < (N + BS - 1) / BS; ++b; @outer) {");
        }
        self.indent += 1;
        let shared = self.flag();
        let exclusive = self.flag();
        if shared {
            self.line("@shared float s[BS];");
        }
        if exclusive {
            self.line("@exclusive float e;");
        }
        let inners = 1 + self.pick(3);
        for n in 0..inners {
            if n > 0 && self.pick(3) == 0 {
                self.line("@barrier();");
            }
            if self.flag() {
                self.line("@inner for (int t = 0; t < BS; ++t) {");
            } else {
                self.line("for (int t = 0; t < BS; ++t; @inner) {");
            }
            self.indent += 1;
            self.line("const int i = b * BS + t;");
            let mut scope = self.scope();
            if n == 0 {
                if exclusive {
                    self.line("e = (i < N) ? x[i] : 0.0f;");
                }
                if shared {
                    self.line("s[t] = (i < N) ? x[i] * 2.0f : 1.0f;");
                }
            } else {
                scope.exclusive = exclusive;
                scope.shared = shared;
                if exclusive && self.flag() {
                    self.line("e = e * 0.5f + 1.0f;");
                }
            }
            self.open("if (i < N) {");
            if n + 1 == inners {
                // Read the staged values at least once (g++ -Wall warns about unread ones).
                if exclusive {
                    self.line("y[i] += e;");
                }
                if shared {
                    self.line("y[i] += s[t];");
                }
            }
            self.stmts(scope);
            self.close(1);
            self.close(1);
        }
        self.close(1);
    }

    fn inner_2d(&mut self) {
        self.open("for (int b = 0; b < (N + 2 * BS - 1) / (2 * BS); ++b; @outer) {");
        self.open("for (int ty = 0; ty < 2; ++ty; @inner(1)) {");
        self.open("for (int tx = 0; tx < BS; ++tx; @inner(0)) {");
        self.line("const int i = (b * 2 + ty) * BS + tx;");
        self.open("if (i < N) {");
        let scope = self.scope();
        self.stmts(scope);
        self.close(4);
    }

    fn outer_2d(&mut self) {
        self.open("for (int oy = 0; oy < 2; ++oy; @outer(1)) {");
        self.open("for (int ox = 0; ox < (N + 2 * BS - 1) / (2 * BS); ++ox; @outer(0)) {");
        self.open("for (int t = 0; t < BS; ++t; @inner) {");
        self.line("const int i = (oy * ((N + 2 * BS - 1) / (2 * BS)) + ox) * BS + t;");
        self.open("if (i < N) {");
        let scope = self.scope();
        self.stmts(scope);
        self.close(4);
    }

    fn stmts(&mut self, scope: Scope) {
        let n = 1 + self.pick(4);
        for _ in 0..n {
            self.stmt(scope);
        }
    }

    fn stmt(&mut self, scope: Scope) {
        let compound = if scope.depth > 1 { 3 } else { 0 };
        let choice = self.pick(6 + compound);
        match choice {
            0 => {
                let op = ["=", "+="][self.pick(2)];
                let e = self.fexpr(scope, scope.depth);
                self.line(&format!("y[i] {op} {e};"));
            }
            1 => {
                let op = ["=", "+=", "-="][self.pick(3)];
                let e = self.iexpr(scope.depth);
                self.line(&format!("yi[i] {op} {e};"));
            }
            2 => {
                let slot = self.pick(ACC_SLOTS);
                let e =
                    ["x[i]", "0.5f", "(float)(xi[i] % 4)", "0.25f * (float)(i % 8)"][self.pick(4)];
                let op = ["+=", "-="][self.pick(2)];
                self.line(&format!("@atomic acc[{slot}] {op} {e};"));
            }
            3 => {
                let slot = self.pick(ACC_SLOTS);
                let form = match self.pick(4) {
                    0 => format!("iacc[{slot}]++;"),
                    1 => format!("iacc[{slot}] += xi[i] % 5;"),
                    2 => format!("iacc[{slot}] -= i % 3;"),
                    _ => format!("--iacc[{slot}];"),
                };
                if self.flag() {
                    self.line(&format!("@atomic {form}"));
                } else {
                    self.open("@atomic {");
                    self.line(&form);
                    self.close(1);
                }
            }
            4 => {
                let e = self.fexpr(scope, scope.depth);
                let f = self.fexpr(scope, 1);
                self.open("{");
                self.line(&format!("real_t v = {e};"));
                self.line(&format!("y[i] = v * 0.5f + {f};"));
                self.close(1);
            }
            5 => {
                let e = self.iexpr(2);
                self.line(&format!("yi[i] = (yi[i] > 3) ? {e} : yi[i] + 1;"));
            }
            6 => {
                let trips = 1 + self.pick(4);
                if self.flag() {
                    self.out.push_str(&format!("#pragma unroll {trips}\n"));
                }
                self.open(&format!("for (int k = 0; k < {trips}; ++k) {{"));
                let e = self.fexpr(scope, 1);
                self.line(&format!("y[i] += {e} * (float)k;"));
                self.stmts(Scope { depth: scope.depth - 1, ..scope });
                self.close(1);
            }
            7 => {
                let cond =
                    ["xi[i] % 3 == 0", "i < N / 2", "x[i] > 0.0f", "(i & 1) != 0"][self.pick(4)];
                self.open(&format!("if ({cond}) {{"));
                self.stmts(Scope { depth: scope.depth - 1, ..scope });
                self.indent -= 1;
                if self.flag() {
                    self.open("} else {");
                    self.stmts(Scope { depth: scope.depth - 1, ..scope });
                    self.indent -= 1;
                }
                self.line("}");
            }
            _ => {
                let n = 1 + self.pick(3);
                self.open(&format!("for (int k = {n}; k > 0; --k) {{"));
                let e = self.iexpr(1);
                self.line(&format!("yi[i] += k * ({e});"));
                self.close(1);
            }
        }
    }

    fn fexpr(&mut self, scope: Scope, depth: u8) -> String {
        let leaves = 5 + usize::from(scope.exclusive) + usize::from(scope.shared);
        let total = if depth > 0 { leaves + 6 } else { leaves };
        let choice = self.pick(total);
        if choice < leaves {
            return match choice {
                0 => "x[i]".into(),
                1 => ["0.5f", "1.25f", "2.0f", "-0.75f", "3.0f"][self.pick(5)].into(),
                2 => "(float)i".into(),
                3 => "(float)xi[i]".into(),
                4 => format!("x[(i + {}) % N]", self.pick(9)),
                5 if scope.exclusive => "e".into(),
                _ => format!("s[(t + {}) % BS]", self.pick(BS_MAX)),
            };
        }
        let a = self.fexpr(scope, depth - 1);
        match choice - leaves {
            0 => format!("({a} + {})", self.fexpr(scope, depth - 1)),
            1 => format!("({a} - {})", self.fexpr(scope, depth - 1)),
            2 => format!("({a} * {})", self.fexpr(scope, depth - 1)),
            3 if self.sqr => format!("SQR({a})"),
            3 => format!("(-{a})"),
            4 if self.helper => format!("helper({a})"),
            4 if self.scale => format!("({a} * SCALE)"),
            4 => format!("({a} * 0.5f)"),
            _ => {
                let b = self.fexpr(scope, depth - 1);
                format!("((xi[i] % 2 == 0) ? {a} : {b})")
            }
        }
    }

    fn iexpr(&mut self, depth: u8) -> String {
        let leaves = 4;
        let total = if depth > 0 { leaves + 4 } else { leaves };
        let choice = self.pick(total);
        match choice {
            0 => "xi[i]".into(),
            1 => "i".into(),
            2 => format!("{}", self.pick(10)),
            3 => "(N - i)".into(),
            _ => {
                let a = self.iexpr(depth - 1);
                match choice - leaves {
                    0 => format!("({a} + {})", self.iexpr(depth - 1)),
                    1 => format!("({a} - {})", self.iexpr(depth - 1)),
                    2 => format!("({a} * {})", 1 + self.pick(9)),
                    _ => format!("({a} % {})", 2 + self.pick(7)),
                }
            }
        }
    }
}

/// Offsets into the shared array stay below the smallest `BS`.
const BS_MAX: usize = 4;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_input_gives_a_kernel() {
        let p = program_from_bytes(&[]);
        assert_eq!(p.kernels, ["k0"]);
        assert!(p.source.contains("@kernel void k0("));
    }

    #[test]
    fn generation_is_deterministic_and_varied() {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0u32..64 {
            let data: Vec<u8> =
                (0..256u32).map(|i| (i.wrapping_mul(seed * 2 + 1) >> 3) as u8).collect();
            let a = program_from_bytes(&data);
            assert_eq!(a, program_from_bytes(&data));
            seen.insert(a.source);
        }
        assert!(seen.len() > 32, "only {} distinct programs", seen.len());
    }

    #[test]
    fn driver_calls_every_kernel() {
        let p = Program { source: String::new(), kernels: vec!["k0".into(), "k1".into()] };
        let d = host_driver(&p, "kernel.cpp", 10);
        assert!(d.contains("k0(N,") && d.contains("k1(N,") && d.contains("int N = 10;"));
    }
}
