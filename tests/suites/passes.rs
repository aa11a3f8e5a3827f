//! The `passes` suite (see docs/testing.md): IR built by hand goes through the pipeline.
//!
//! * golden before/after dumps per pass under `tests/data/passes/<pass>/` (`OKLC_BLESS=1`
//!   rewrites them); the after file ends with the `ModuleInfo` summary and the diagnostics;
//! * one test per pass diagnostic, asserting the code and the primary span;
//! * verifier tests on hand-broken IR;
//! * an interpreter check that tiled loops (non-unit steps, bounds at the iterator type's limits,
//!   in wrapping arithmetic) visit every index once;
//! * a replay of the `ir` fuzz target over pseudo-random inputs;
//! * the `target/c` passes on kernels from source, through the IR after a named pass.

use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::build::FnBuilder;
use oklc_ir::{
    AddressSpace, AssignOp, BarrierKind, BinaryOp, Block, CmpOp, Expr, ExprId, FunctionId, Init,
    LocalId, LocalKind, LoopId, LoopKind, Module, OklStorage, Quals, Stage, Step, Stmt, TileRole,
    TileSpec, TyKind, UnaryOp,
};
use oklc_passes::{Family, Options, Pipeline};
use oklc_span::Span;

type S = (Stmt, Span);

/// A kernel `k(int N, float *a)`.
fn kernel(name: &str) -> (FnBuilder, LocalId, LocalId) {
    let mut b = FnBuilder::kernel(name);
    let int = b.int();
    let n = b.param("N", int);
    let float = b.float();
    let p = b.ptr(float);
    let a = b.param("a", p);
    (b, n, a)
}

/// `a[i] = a[i] + 1;`
fn touch(b: &mut FnBuilder, a: LocalId, i: LocalId) -> S {
    let lhs = b.at(a, i);
    let r = b.at(a, i);
    let one = b.lit(1);
    let rhs = b.add(r, one);
    let e = b.assign(AssignOp::Assign, lhs, rhs);
    b.expr_stmt(e)
}

fn finish(b: FnBuilder) -> Module {
    let mut m = Module::default();
    b.finish(&mut m);
    m
}

/// Runs the pipeline and returns (module after, diagnostics, info dump, per-pass dumps).
fn run(
    m: Module,
    family: Family,
) -> (Module, Vec<Diagnostic>, String, Vec<(&'static str, String)>) {
    run_with(m, family, Options::default())
}

/// [`run`] with `options` (verification and dumps after every pass are always on).
fn run_with(
    mut m: Module,
    family: Family,
    options: Options,
) -> (Module, Vec<Diagnostic>, String, Vec<(&'static str, String)>) {
    let options = Options { verify: true, dump_after: vec!["all".into()], ..options };
    let out = Pipeline::new(family).run(&mut m, &options);
    assert!(
        out.internal.is_empty(),
        "verifier failed after {:?}: {:?}",
        out.failed_pass,
        out.internal
    );
    let info = out.info.dump(&m);
    (m, out.diagnostics, info, out.dumps)
}

fn diags_text(diags: &[Diagnostic]) -> String {
    diags.iter().map(|d| format!("{} {:?}: {}\n", d.code, d.severity, d.message)).collect()
}

/// Golden before/after dumps of `pass` for one case.
fn golden(pass: &str, name: &str, m: Module, family: Family) -> Result<(), String> {
    golden_with(pass, name, m, family, Options::default())
}

/// [`golden`] with pipeline options.
fn golden_with(
    pass: &str,
    name: &str,
    m: Module,
    family: Family,
    options: Options,
) -> Result<(), String> {
    let input = oklc_ir::dump(&m);
    let (_, diags, info, dumps) = run_with(m, family, options);
    let pos =
        dumps.iter().position(|(p, _)| *p == pass).ok_or_else(|| format!("no pass {pass}"))?;
    let before = if pos == 0 { input } else { dumps[pos - 1].1.clone() };
    let after = format!("{}\n// info\n{info}// diagnostics\n{}", dumps[pos].1, diags_text(&diags));
    let dir = oklc_tests::data_dir().join("passes").join(pass);
    let r1 = oklc_tests::check_golden(&dir.join(format!("{name}.before.ir")), &before);
    let r2 = oklc_tests::check_golden(&dir.join(format!("{name}.after.ir")), &after);
    r1.and(r2)
}

// ---------------------------------------------------------------------------------------------
// Cases

/// `@outer for i < N { @inner for j < 16 { a[i] = ... } }` with a body builder.
fn outer_inner(
    b: &mut FnBuilder,
    n: LocalId,
    inner_extent: i64,
    body: impl FnOnce(&mut FnBuilder, LocalId, LocalId) -> Vec<S>,
) -> S {
    let i = b.loop_var("i");
    let j = b.loop_var("j");
    let inner_body = body(b, i, j);
    let ext = b.lit(inner_extent);
    let (_, inner) = b.simple_loop(LoopKind::Inner(None), j, ext, inner_body);
    let nn = b.local(n);
    let (_, outer) = b.simple_loop(LoopKind::Outer(None), i, nn, vec![inner]);
    outer
}

fn case_dim() -> Module {
    let (mut b, n, _a) = kernel("dims");
    let float = b.float();
    let p = b.ptr(float);
    let m = b.param("m", p);
    let (d0, d1) = (b.lit(4), b.lit(8));
    b.set_dim(m, vec![d0, d1], vec![]);
    let q = b.param("q", p);
    let (e0, e1, e2) = (b.lit(2), b.lit(3), b.name("K"));
    b.set_dim(q, vec![e0, e1, e2], vec![2, 1, 0]);
    let body = outer_inner(&mut b, n, 16, |b, i, j| {
        // m(i, j) = 0;
        let callee = b.local(m);
        let (ii, jj) = (b.local(i), b.local(j));
        let call = b.call(callee, vec![ii, jj]);
        let zero = b.lit(0);
        let s1 = b.assign(AssignOp::Assign, call, zero);
        // m(i + 1, m(j, i)) += q(0, 1, j);
        let callee = b.local(m);
        let ii = b.local(i);
        let one = b.lit(1);
        let i1 = b.add(ii, one);
        let inner_callee = b.local(m);
        let (jj, ii) = (b.local(j), b.local(i));
        let nested = b.call(inner_callee, vec![jj, ii]);
        let lhs = b.call(callee, vec![i1, nested]);
        let qc = b.local(q);
        let (z, o, jj) = (b.lit(0), b.lit(1), b.local(j));
        let rhs = b.call(qc, vec![z, o, jj]);
        let s2 = b.assign(AssignOp::Add, lhs, rhs);
        vec![b.expr_stmt(s1), b.expr_stmt(s2)]
    });
    b.push(vec![body]);
    finish(b)
}

#[allow(clippy::too_many_arguments)]
fn tile_loop(
    b: &mut FnBuilder,
    var: LocalId,
    start: ExprId,
    cmp: CmpOp,
    bound: ExprId,
    step: Step,
    size: i64,
    check: bool,
    body: Vec<S>,
) -> (LoopId, S) {
    let size = b.lit(size);
    let spec =
        TileSpec { size, block: TileRole::Outer(None), element: TileRole::Inner(None), check };
    b.finish_loop(LoopKind::Tile(spec), var, start, cmp, bound, step, body)
}

fn case_tile(kind: &str) -> Module {
    let (mut b, n, a) = kernel(&format!("tile_{kind}"));
    let i = b.loop_var("i");
    let body = vec![touch(&mut b, a, i)];
    let stmt = match kind {
        "basic" => {
            let (s, e) = (b.lit(0), b.local(n));
            tile_loop(&mut b, i, s, CmpOp::Lt, e, Step::Inc { post: false }, 16, true, body).1
        }
        "decreasing" => {
            let (s, e) = (b.local(n), b.lit(0));
            tile_loop(&mut b, i, s, CmpOp::Ge, e, Step::Dec { post: true }, 8, true, body).1
        }
        "step" => {
            let (s, e, st) = (b.lit(0), b.local(n), b.lit(2));
            let (id, s) = tile_loop(&mut b, i, s, CmpOp::Lt, e, Step::Add(st), 8, true, body);
            b.func.loops[id].range.iter_on_right = true;
            s
        }
        "nocheck" => {
            let (s, e) = (b.lit(0), b.local(n));
            tile_loop(&mut b, i, s, CmpOp::Le, e, Step::Inc { post: false }, 4, false, body).1
        }
        _ => {
            // nested tiles: i over N tiled by 4, j over N tiled by 8 (docs/passes.md example)
            let j = b.loop_var("j");
            let ii = b.local(i);
            let nn = b.local(n);
            let idx = b.mul(ii, nn);
            let jj = b.local(j);
            let idx = b.add(idx, jj);
            let base = b.local(a);
            let lhs = b.index(base, idx);
            let zero = b.lit(0);
            let e = b.assign(AssignOp::Assign, lhs, zero);
            let inner_body = vec![b.expr_stmt(e)];
            let (s, e) = (b.lit(0), b.local(n));
            let (_, jl) = tile_loop(
                &mut b,
                j,
                s,
                CmpOp::Lt,
                e,
                Step::Inc { post: false },
                8,
                true,
                inner_body,
            );
            let (s, e) = (b.lit(0), b.local(n));
            tile_loop(&mut b, i, s, CmpOp::Lt, e, Step::Inc { post: false }, 4, true, vec![jl]).1
        }
    };
    b.push(vec![stmt]);
    finish(b)
}

fn case_counts() -> Module {
    let (mut b, n, a) = kernel("counts");
    // for (int i = N; i > M - 1; i -= 2; @outer) — a bound whose precedence matters.
    let i = b.loop_var("i");
    let j = b.loop_var("j");
    let j2 = b.loop_var("j");
    let t = b.loop_var("t");
    let body_j = vec![touch(&mut b, a, j)];
    let (s, e, st) = (b.lit(2), b.local(n), b.lit(3));
    let one = b.lit(1);
    let e = b.add(e, one);
    // @inner for (int j = 2; j <= N + 1; j += 3)
    let (_, lj) = b.finish_loop(LoopKind::Inner(None), j, s, CmpOp::Le, e, Step::Add(st), body_j);
    // @inner for (int j = 0; 32 >= j; j += 4)  (constant 9)
    let body_j2 = vec![touch(&mut b, a, j2)];
    let (s, e, st) = (b.lit(0), b.lit(32), b.lit(4));
    let (lj2_id, lj2) =
        b.finish_loop(LoopKind::Inner(None), j2, s, CmpOp::Le, e, Step::Add(st), body_j2);
    b.func.loops[lj2_id].range.iter_on_right = true;
    // @inner for (int t = 15; t >= 0; --t) (constant 16)
    let body_t = vec![touch(&mut b, a, t)];
    let (s, e) = (b.lit(15), b.lit(0));
    let (_, lt) =
        b.finish_loop(LoopKind::Inner(None), t, s, CmpOp::Ge, e, Step::Dec { post: false }, body_t);
    let s = b.local(n);
    let m = b.name("M");
    let one = b.lit(1);
    let e = b.sub(m, one);
    let st = b.lit(2);
    let (_, li) =
        b.finish_loop(LoopKind::Outer(None), i, s, CmpOp::Gt, e, Step::Sub(st), vec![lj, lj2, lt]);
    b.push(vec![li]);
    finish(b)
}

fn case_axes() -> Module {
    // @outer { @outer(0) { @inner { for(k) { @inner { } } } } } and a second top-level outer
    // with @max_inner_dims and sibling inner loops of extents 16 and 32.
    let (mut b, n, a) = kernel("axes");
    let (o1, o2, i1, i2) = (b.loop_var("bx"), b.loop_var("by"), b.loop_var("ty"), b.loop_var("tx"));
    let tb = vec![touch(&mut b, a, i2)];
    let ext = b.lit(8);
    let (_, l_tx) = b.simple_loop(LoopKind::Inner(None), i2, ext, tb);
    let int = b.int();
    let zero = b.lit(0);
    let k = b.var_init("k", int, zero);
    let kk = b.local(k);
    let four = b.lit(4);
    let cond = b.bin(BinaryOp::Lt, kk, four);
    let kk = b.local(k);
    let step = b.unary(UnaryOp::PreInc, kk);
    let init = FnBuilder::block(vec![b.decl(k)]);
    let regular = b.stmt(Stmt::For {
        init: Box::new(init),
        cond: Some(cond),
        step: Some(step),
        body: Box::new(FnBuilder::block(vec![l_tx])),
    });
    let ext = b.lit(4);
    let (_, l_ty) = b.simple_loop(LoopKind::Inner(None), i1, ext, vec![regular]);
    let nn = b.local(n);
    let (_, l_o2) = b.simple_loop(LoopKind::Outer(Some(0)), o2, nn, vec![l_ty]);
    let nn = b.local(n);
    let (_, l_o1) = b.simple_loop(LoopKind::Outer(None), o1, nn, vec![l_o2]);

    let (g, s1, s2) = (b.loop_var("g"), b.loop_var("s"), b.loop_var("s"));
    let body1 = vec![touch(&mut b, a, s1)];
    let body2 = vec![touch(&mut b, a, s2)];
    let e16 = b.lit(16);
    let (_, l_s1) = b.simple_loop(LoopKind::Inner(None), s1, e16, body1);
    let e32 = b.lit(32);
    let (_, l_s2) = b.simple_loop(LoopKind::Inner(None), s2, e32, body2);
    let nn = b.local(n);
    let (gid, l_g) = b.simple_loop(LoopKind::Outer(None), g, nn, vec![l_s1, l_s2]);
    b.func.loops[gid].attrs.max_inner_dims = Some([64, 1, 1]);
    b.push(vec![l_o1, l_g]);
    finish(b)
}

/// The docs/passes.md sketch plus the `if` gap and an explicit barrier.
fn case_barrier() -> (Module, [LoopId; 6]) {
    let (mut b, n, a) = kernel("sync");
    let float = b.float();
    let e32 = b.lit(32);
    let arr = b.array(float, Some(e32));
    let s = b.var("s", arr);
    b.func.locals[s].storage = OklStorage::Shared;
    let mut ids = Vec::new();
    let mut inner = |b: &mut FnBuilder, write: bool| -> S {
        let t = b.loop_var("t");
        let st = if write {
            let lhs = b.at(s, t);
            let rhs = b.local(t);
            let e = b.assign(AssignOp::Assign, lhs, rhs);
            b.expr_stmt(e)
        } else {
            let lhs = b.at(a, t);
            let rhs = b.at(s, t);
            let e = b.assign(AssignOp::Assign, lhs, rhs);
            b.expr_stmt(e)
        };
        let e = b.lit(32);
        let (id, stmt) = b.simple_loop(LoopKind::Inner(None), t, e, vec![st]);
        ids.push(id);
        stmt
    };
    let l1 = inner(&mut b, true); // barrier: later inner
    let l2 = inner(&mut b, true); // inside regular loop: barrier
    let k = b.loop_var("k");
    let e4 = b.lit(4);
    let (_, lk) = b.simple_loop(LoopKind::Regular, k, e4, vec![l2]);
    let l3 = inner(&mut b, true); // @nobarrier
    let l4 = inner(&mut b, true); // in an if, next inner outside the if: barrier (legacy gap)
    let c = b.name("c");
    let iff =
        b.stmt(Stmt::If { constexpr: false, cond: c, then: FnBuilder::block(vec![l4]), els: None });
    let l5 = inner(&mut b, true); // followed by explicit barrier: no duplicate
    let bar = b.stmt(Stmt::Barrier { kind: BarrierKind::Group, implicit: false });
    let l6 = inner(&mut b, false); // last: none
    let ids: [LoopId; 6] = ids.try_into().unwrap();
    b.func.loops[ids[2]].attrs.nobarrier = true;
    let g = b.loop_var("g");
    let decl = b.decl(s);
    let nn = b.local(n);
    let (_, lg) =
        b.simple_loop(LoopKind::Outer(None), g, nn, vec![decl, l1, lk, l3, iff, l5, bar, l6]);
    b.push(vec![lg]);
    (finish(b), ids)
}

/// `@exclusive` across two inner-loop nests and a barrier, with an initialised scalar and an
/// array exclusive; inner loop nests 16 x 4 and 2 x 8.
fn case_exclusive() -> Module {
    let (mut b, n, a) = kernel("excl");
    let float = b.float();
    let init = b.lit(7);
    let r = b.var_init("r", float, init);
    b.func.locals[r].storage = OklStorage::Exclusive;
    let two = b.lit(2);
    let arr = b.array(float, Some(two));
    let q = b.var("q", arr);
    b.func.locals[q].storage = OklStorage::Exclusive;
    let (g, ty, tx, t2) = (b.loop_var("g"), b.loop_var("y"), b.loop_var("x"), b.loop_var("t"));
    // r += a[x]; q[0] = r;
    let lhs = b.local(r);
    let rhs = b.at(a, tx);
    let e1 = b.assign(AssignOp::Add, lhs, rhs);
    let qq = b.local(q);
    let zero = b.lit(0);
    let q0 = b.index(qq, zero);
    let rr = b.local(r);
    let e2 = b.assign(AssignOp::Assign, q0, rr);
    let body = vec![b.expr_stmt(e1), b.expr_stmt(e2)];
    let e4 = b.lit(4);
    let (_, lx) = b.simple_loop(LoopKind::Inner(None), tx, e4, body);
    let e16 = b.lit(16);
    let (_, ly) = b.simple_loop(LoopKind::Inner(None), ty, e16, vec![lx]);
    let bar = b.stmt(Stmt::Barrier { kind: BarrierKind::Group, implicit: false });
    // a[t] = r;
    let lhs = b.at(a, t2);
    let rr = b.local(r);
    let e3 = b.assign(AssignOp::Assign, lhs, rr);
    let body = vec![b.expr_stmt(e3)];
    let e8 = b.lit(8);
    let (_, lt) = b.simple_loop(LoopKind::Inner(None), t2, e8, body);
    let u = b.loop_var("u");
    let e2 = b.lit(2);
    let (_, lt) = b.simple_loop(LoopKind::Inner(None), u, e2, vec![lt]);
    let (dr, dq) = (b.decl(r), b.decl(q));
    let nn = b.local(n);
    let (_, lg) = b.simple_loop(LoopKind::Outer(None), g, nn, vec![dr, dq, ly, bar, lt]);
    b.push(vec![lg]);
    finish(b)
}

/// `@outer` over three `@inner` loops whose whole bodies are guards: on a local computed in
/// the kernel (folded into the loop bound with `Options::inner_guard_bounds`), on a kernel
/// argument only (kept: g++ vectorizes the `if`), and on a local the body writes (kept: not the
/// same loop).
fn case_guard() -> Module {
    let (mut b, n, a) = kernel("guard");
    let int = b.int();
    let eight = b.lit(8);
    let alive = b.var_init("alive", int, eight);
    let mut inner = Vec::new();
    for (name, bound) in [("t", Some(alive)), ("x", None), ("y", Some(alive))] {
        let it = b.loop_var(name);
        let work = if name == "y" {
            let (lhs, zero) = (b.local(alive), b.lit(0));
            let e = b.assign(AssignOp::Assign, lhs, zero);
            b.expr_stmt(e)
        } else {
            touch(&mut b, a, it)
        };
        let (lhs, rhs) = (b.local(it), b.local(bound.unwrap_or(n)));
        let cond = b.bin(BinaryOp::Lt, lhs, rhs);
        let guard = b.stmt(Stmt::If {
            constexpr: false,
            cond,
            then: FnBuilder::block(vec![work]),
            els: None,
        });
        let sixteen = b.lit(16);
        let (_, l) = b.simple_loop(LoopKind::Inner(None), it, sixteen, vec![guard]);
        inner.push(l);
    }
    let g = b.loop_var("g");
    let mut body = vec![b.decl(alive)];
    body.extend(inner);
    let nn = b.local(n);
    let (_, outer) = b.simple_loop(LoopKind::Outer(None), g, nn, body);
    b.push(vec![outer]);
    finish(b)
}

fn case_atomic() -> Module {
    let (mut b, n, a) = kernel("atomics");
    let float = b.float();
    let e8 = b.lit(8);
    let arr = b.array(float, Some(e8));
    let s = b.var("s", arr);
    b.func.locals[s].storage = OklStorage::Shared;
    let body = outer_inner(&mut b, n, 8, |b, _i, j| {
        let lhs = b.at(a, j);
        let one = b.lit(1);
        let e1 = b.assign(AssignOp::Add, lhs, one);
        let st1 = b.expr_stmt(e1);
        let lhs = b.at(s, j);
        let e2 = b.unary(UnaryOp::PostInc, lhs);
        let st2 = b.expr_stmt(e2);
        let nested = b.stmt(Stmt::Block(FnBuilder::block(vec![st2])));
        let aa = b.local(a);
        let deref = b.unary(UnaryOp::Deref, aa);
        let two = b.lit(2);
        let e3 = b.assign(AssignOp::BitOr, deref, two);
        let st3 = b.expr_stmt(e3);
        let lhs = b.at(a, j);
        let z = b.lit(0);
        let e4 = b.assign(AssignOp::Assign, lhs, z);
        let lhs = b.at(a, j);
        let z = b.lit(1);
        let e5 = b.assign(AssignOp::Sub, lhs, z);
        let general = FnBuilder::block(vec![b.expr_stmt(e4), b.expr_stmt(e5)]);
        // `a[0] += 1; if (j > a[1]) a[1] = j;`: independent updates, one `@atomic` each on
        // GPU targets, the second as `a[1] = j > a[1] ? j : a[1]`.
        let (zero, one) = (b.lit(0), b.lit(1));
        let aa = b.local(a);
        let a0 = b.index(aa, zero);
        let e6 = b.assign(AssignOp::Add, a0, one);
        let (jj, aa, one) = (b.local(j), b.local(a), b.lit(1));
        let a1 = b.index(aa, one);
        let cond = b.bin(BinaryOp::Gt, jj, a1);
        let (jj, aa, one) = (b.local(j), b.local(a), b.lit(1));
        let a1 = b.index(aa, one);
        let e7 = b.assign(AssignOp::Assign, a1, jj);
        let then = FnBuilder::block(vec![b.expr_stmt(e7)]);
        let max = b.stmt(Stmt::If { constexpr: false, cond, then, els: None });
        let independent = FnBuilder::block(vec![b.expr_stmt(e6), max]);
        // `a[2] = a[2] * a[2]`: the value reads the updated location.
        let two = b.lit(2);
        let aa = b.local(a);
        let lhs = b.index(aa, two);
        let (aa, two) = (b.local(a), b.lit(2));
        let x = b.index(aa, two);
        let (aa, two) = (b.local(a), b.lit(2));
        let y = b.index(aa, two);
        let square = b.mul(x, y);
        let e8 = b.assign(AssignOp::Assign, lhs, square);
        let st8 = b.expr_stmt(e8);
        vec![
            b.stmt(Stmt::Atomic(FnBuilder::block(vec![st1]))),
            b.stmt(Stmt::Atomic(FnBuilder::block(vec![nested]))),
            b.stmt(Stmt::Atomic(FnBuilder::block(vec![st3]))),
            b.stmt(Stmt::Atomic(general)),
            b.stmt(Stmt::Atomic(independent)),
            b.stmt(Stmt::Atomic(FnBuilder::block(vec![st8]))),
        ]
    });
    // the shared declaration goes first in the outer body
    let Stmt::Loop(outer) = body.0 else { unreachable!() };
    let decl = b.decl(s);
    b.func.loops[outer].body.insert(0, decl.0, decl.1);
    b.push(vec![body]);
    finish(b)
}

fn case_split() -> Module {
    let (mut b, n, a) = kernel("two");
    let l1 = outer_inner(&mut b, n, 16, |b, _i, j| vec![touch(b, a, j)]);
    let l2 = outer_inner(&mut b, n, 32, |b, _i, j| vec![touch(b, a, j)]);
    let c = b.name("flag");
    let iff =
        b.stmt(Stmt::If { constexpr: false, cond: c, then: FnBuilder::block(vec![l2]), els: None });
    b.push(vec![l1, iff]);
    finish(b)
}

/// Sibling `@inner` loops of extents 16 and 32 in one `@outer` loop: the launch is 32 wide
/// and the 16-wide loop is guarded.
fn case_siblings() -> Module {
    let (mut b, n, a) = kernel("siblings");
    let i = b.loop_var("i");
    let j = b.loop_var("j");
    let k = b.loop_var("k");
    let t1 = touch(&mut b, a, j);
    let e16 = b.lit(16);
    let (_, narrow) = b.simple_loop(LoopKind::Inner(None), j, e16, vec![t1]);
    let t2 = touch(&mut b, a, k);
    let e32 = b.lit(32);
    let (_, wide) = b.simple_loop(LoopKind::Inner(None), k, e32, vec![t2]);
    let nn = b.local(n);
    let (_, outer) = b.simple_loop(LoopKind::Outer(None), i, nn, vec![narrow, wide]);
    b.push(vec![outer]);
    finish(b)
}

fn case_restrict() -> Module {
    let (mut b, n, a) = kernel("restricted");
    let float = b.float();
    let p = b.ptr_q(float, Quals::RESTRICT);
    b.param("r", p);
    let l = outer_inner(&mut b, n, 4, |b, _i, j| vec![touch(b, a, j)]);
    b.push(vec![l]);
    finish(b)
}

#[test]
fn golden_snapshots() {
    let cases: Vec<(&str, &str, Family, Module)> = vec![
        ("dim", "dims", Family::Host, case_dim()),
        ("tile", "basic", Family::Host, case_tile("basic")),
        ("tile", "decreasing", Family::Host, case_tile("decreasing")),
        ("tile", "step", Family::Host, case_tile("step")),
        ("tile", "nocheck", Family::Host, case_tile("nocheck")),
        ("tile", "nested", Family::Host, case_tile("nested")),
        ("loop_dims", "counts", Family::Simt, case_counts()),
        ("loop_dims", "axes", Family::Simt, case_axes()),
        ("loop_dims", "tiled", Family::Simt, case_tile("nested")),
        ("shared", "barrier_kernel", Family::Simt, case_barrier().0),
        ("exclusive", "excl", Family::Host, case_exclusive()),
        ("barrier", "sync", Family::Simt, case_barrier().0),
        ("atomic", "atomics", Family::Simt, case_atomic()),
        ("restrict", "restricted", Family::Simt, case_restrict()),
        ("split", "two", Family::Simt, case_split()),
        ("simt", "siblings", Family::Simt, case_siblings()),
        ("simt", "two", Family::Simt, case_split()),
        ("host", "excl", Family::Host, case_exclusive()),
        ("host", "tiled", Family::Host, case_tile("step")),
    ];
    let mut failures: Vec<String> = cases
        .into_iter()
        .filter_map(|(pass, name, fam, m)| golden(pass, name, m, fam).err())
        .collect();
    let guards = Options { inner_guard_bounds: true, ..Options::default() };
    failures.extend(golden_with("host", "guard", case_guard(), Family::Host, guards).err());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// Diagnostics: one test per pass diagnostic (code and primary span).

fn diagnose(m: Module, family: Family) -> Vec<Diagnostic> {
    let (_, diags, _, _) = run(m, family);
    diags
}

#[track_caller]
fn expect(diags: &[Diagnostic], code: oklc_diag::Code, span: Span) {
    assert!(
        diags.iter().any(|d| d.code == code && d.primary.span == span),
        "expected {code} at {span:?}, got:\n{}",
        diags
            .iter()
            .map(|d| format!("{} {:?} {}\n", d.code, d.primary.span, d.message))
            .collect::<String>()
    );
}

#[track_caller]
fn expect_none(diags: &[Diagnostic], code: oklc_diag::Code) {
    assert!(!diags.iter().any(|d| d.code == code), "unexpected {code}: {diags:#?}");
}

/// A kernel `k` with `@outer for i < N { outer_body...; @inner for j < extent { inner... } }`;
/// returns the builder, the loop ids and locals.
struct Kern {
    b: FnBuilder,
    n: LocalId,
    a: LocalId,
    i: LocalId,
    j: LocalId,
}

fn kern() -> Kern {
    let (mut b, n, a) = kernel("k");
    let i = b.loop_var("i");
    let j = b.loop_var("j");
    Kern { b, n, a, i, j }
}

impl Kern {
    /// Builds `@outer for i { before; @inner for j < ext { inner } }` and returns the module
    /// with the two loop ids.
    fn build(mut self, before: Vec<S>, ext: ExprId, inner: Vec<S>) -> (Module, LoopId, LoopId) {
        let (lj, sj) = self.b.simple_loop(LoopKind::Inner(None), self.j, ext, inner);
        let mut body = before;
        body.push(sj);
        let nn = self.b.local(self.n);
        let (li, si) = self.b.simple_loop(LoopKind::Outer(None), self.i, nn, body);
        self.b.push(vec![si]);
        (finish(self.b), li, lj)
    }
}

#[test]
fn diag_dim_arity_and_order() {
    let mut k = kern();
    let float = k.b.float();
    let p = k.b.ptr(float);
    let m = k.b.param("m", p);
    let (d0, d1) = (k.b.lit(4), k.b.lit(8));
    k.b.set_dim(m, vec![d0, d1], vec![]);
    let bad = k.b.param("bad", p);
    let (d0, d1) = (k.b.lit(4), k.b.lit(8));
    k.b.set_dim(bad, vec![d0, d1], vec![0, 0]);
    let callee = k.b.local(m);
    let jj = k.b.local(k.j);
    let call = k.b.call(callee, vec![jj]);
    let callee = k.b.local(bad);
    let (x, y) = (k.b.local(k.j), k.b.lit(0));
    let call2 = k.b.call(callee, vec![x, y]);
    let sum = k.b.add(call, call2);
    let st = k.b.expr_stmt(sum);
    let ext = k.b.lit(16);
    let (m, _, _) = k.build(vec![], ext, vec![st]);
    let call_span = m.functions.iter().next().unwrap().1.store.span_of(call).unwrap();
    let call2_span = m.functions.iter().next().unwrap().1.store.span_of(call2).unwrap();
    let diags = diagnose(m, Family::Host);
    expect(&diags, codes::DIM_ARITY, call_span);
    expect(&diags, codes::DIM_ORDER, call2_span);
}

fn only_fn(m: &Module) -> &oklc_ir::Function {
    m.functions.iter().next().unwrap().1
}

fn lspan(m: &Module, l: LoopId) -> Span {
    only_fn(m).loop_spans[l]
}

#[test]
fn diag_tile_step_and_size() {
    let m = case_tile("step");
    let tile = only_fn(&m).loops.iter().next().unwrap().0;
    // The warning points at the step `2`, not at the loop.
    let step = only_fn(&m).loops[tile].range.step.amount().unwrap();
    let span = only_fn(&m).store.span_of(step).unwrap();
    assert_ne!(span, lspan(&m, tile));
    expect(&diagnose(m, Family::Host), codes::TILE_STEP, span);
    // a unit step gives no warning
    expect_none(&diagnose(case_tile("basic"), Family::Host), codes::TILE_STEP);

    let (mut b, n, a) = kernel("k");
    let i = b.loop_var("i");
    let body = vec![touch(&mut b, a, i)];
    let (s, e) = (b.lit(0), b.local(n));
    let size = b.lit(0);
    let spec = TileSpec {
        size,
        block: TileRole::Outer(None),
        element: TileRole::Inner(None),
        check: true,
    };
    let (_, st) =
        b.finish_loop(LoopKind::Tile(spec), i, s, CmpOp::Lt, e, Step::Inc { post: false }, body);
    b.push(vec![st]);
    let m = finish(b);
    let span = only_fn(&m).store.span_of(size).unwrap();
    expect(&diagnose(m, Family::Host), codes::TILE_SIZE, span);
}

#[test]
fn diag_outer_inside_inner_and_inner_outside_outer() {
    // @outer i { @inner j { @outer o { @inner t {} } } }
    let mut k = kern();
    let (o, t) = (k.b.loop_var("o"), k.b.loop_var("t"));
    let body = vec![touch(&mut k.b, k.a, t)];
    let e = k.b.lit(4);
    let (_, st) = k.b.simple_loop(LoopKind::Inner(None), t, e, body);
    let nn = k.b.local(k.n);
    let (lo, so) = k.b.simple_loop(LoopKind::Outer(None), o, nn, vec![st]);
    let ext = k.b.lit(4);
    let (m, _, _) = k.build(vec![], ext, vec![so]);
    let span = lspan(&m, lo);
    let diags = diagnose(m, Family::Simt);
    expect(&diags, codes::OUTER_INSIDE_INNER, span);
    assert!(
        diags.iter().find(|d| d.code == codes::OUTER_INSIDE_INNER).unwrap().secondary.len() == 1
    );

    let (mut b, _n, a) = kernel("k");
    let t = b.loop_var("t");
    let body = vec![touch(&mut b, a, t)];
    let e = b.lit(4);
    let (lt, st) = b.simple_loop(LoopKind::Inner(None), t, e, body);
    b.push(vec![st]);
    let m = finish(b);
    let span = lspan(&m, lt);
    expect(&diagnose(m, Family::Simt), codes::INNER_OUTSIDE_OUTER, span);
}

#[test]
fn diag_missing_inner_mismatch_and_depth() {
    let (mut b, n, a) = kernel("k");
    let i = b.loop_var("i");
    let body = vec![touch(&mut b, a, i)];
    let nn = b.local(n);
    let (li, si) = b.simple_loop(LoopKind::Outer(None), i, nn, body);
    b.push(vec![si]);
    let m = finish(b);
    let span = lspan(&m, li);
    expect(&diagnose(m, Family::Simt), codes::MISSING_INNER, span);

    // @outer { @inner { @inner {} } ; @inner {} }
    let mut k = kern();
    let (x, y) = (k.b.loop_var("x"), k.b.loop_var("y"));
    let body = vec![touch(&mut k.b, k.a, x)];
    let e = k.b.lit(4);
    let (_, sx) = k.b.simple_loop(LoopKind::Inner(None), x, e, body);
    let body = vec![touch(&mut k.b, k.a, y)];
    let e = k.b.lit(4);
    let (ly, sy) = k.b.simple_loop(LoopKind::Inner(None), y, e, body);
    let ext = k.b.lit(4);
    let (lj, sj) = k.b.simple_loop(LoopKind::Inner(None), k.j, ext, vec![sx]);
    let nn = k.b.local(k.n);
    let (_, si) = k.b.simple_loop(LoopKind::Outer(None), k.i, nn, vec![sj, sy]);
    k.b.push(vec![si]);
    let m = finish(k.b);
    let span = lspan(&m, ly);
    let _ = lj;
    expect(&diagnose(m, Family::Simt), codes::LOOP_COUNT_MISMATCH, span);

    // four nested @outer loops
    let (mut b, n, a) = kernel("k");
    let t = b.loop_var("t");
    let body = vec![touch(&mut b, a, t)];
    let e = b.lit(4);
    let (_, mut st) = b.simple_loop(LoopKind::Inner(None), t, e, body);
    let mut ids = Vec::new();
    for name in ["o4", "o3", "o2", "o1"] {
        let v = b.loop_var(name);
        let nn = b.local(n);
        let (id, s) = b.simple_loop(LoopKind::Outer(None), v, nn, vec![st]);
        ids.push(id);
        st = s;
    }
    b.push(vec![st]);
    let m = finish(b);
    let span = lspan(&m, ids[0]);
    expect(&diagnose(m, Family::Simt), codes::TOO_MANY_NESTED, span);
}

#[test]
fn diag_axis_repeated() {
    let mut k = kern();
    let o = k.b.loop_var("o");
    let body = vec![touch(&mut k.b, k.a, o)];
    let e = k.b.lit(4);
    let (_, st) = k.b.simple_loop(LoopKind::Inner(None), k.j, e, body);
    let nn = k.b.local(k.n);
    let (lo, so) = k.b.simple_loop(LoopKind::Outer(Some(0)), o, nn, vec![st]);
    let nn = k.b.local(k.n);
    let (_, si) = k.b.simple_loop(LoopKind::Outer(Some(0)), k.i, nn, vec![so]);
    k.b.push(vec![si]);
    let m = finish(k.b);
    let span = lspan(&m, lo);
    expect(&diagnose(m, Family::Simt), codes::AXIS_REPEATED, span);
}

#[test]
fn diag_break_continue() {
    let mut k = kern();
    let brk = k.b.stmt(Stmt::Break);
    let brk_span = brk.1;
    // `continue` inside a regular while inside the inner loop is fine
    let c = k.b.name("c");
    let cont = k.b.stmt(Stmt::Continue);
    let wh = k.b.stmt(Stmt::While { cond: c, body: FnBuilder::block(vec![cont]) });
    let ext = k.b.lit(4);
    let (m, _, lj) = k.build(vec![], ext, vec![wh, brk]);
    let lj_span = lspan(&m, lj);
    let diags = diagnose(m, Family::Simt);
    expect(&diags, codes::BREAK_IN_OKL_LOOP, brk_span);
    assert_eq!(diags.iter().filter(|d| d.code == codes::BREAK_IN_OKL_LOOP).count(), 1);
    let d = diags.iter().find(|d| d.code == codes::BREAK_IN_OKL_LOOP).unwrap();
    assert_eq!(d.secondary[0].span, lj_span);
}

#[test]
fn diag_return_in_inner_before_more_of_the_work_item() {
    // @outer i { @inner j { return; } @inner t { a[t] = a[t] + 1; } }: the second loop would
    // still run for the work-item that returned.
    let mut k = kern();
    let ret = k.b.stmt(Stmt::Return(None));
    let t = k.b.loop_var("t");
    let body = vec![touch(&mut k.b, k.a, t)];
    let e = k.b.lit(4);
    let (_, later) = k.b.simple_loop(LoopKind::Inner(None), t, e, body);
    let ext = k.b.lit(4);
    let (_, sj) = k.b.simple_loop(LoopKind::Inner(None), k.j, ext, vec![ret]);
    let nn = k.b.local(k.n);
    let (_, si) = k.b.simple_loop(LoopKind::Outer(None), k.i, nn, vec![sj, later]);
    k.b.push(vec![si]);
    let m = finish(k.b);
    // Both families lower it exactly and silently.
    expect_none(&diagnose(m.clone(), Family::Simt), codes::RETURN_IN_INNER);
    expect_none(&diagnose(m.clone(), Family::Host), codes::RETURN_IN_INNER);

    // SIMT: the work-item stays alive for the group's barriers; its flag skips its later work.
    let (simt, diags, _, _) = run(m.clone(), Family::Simt);
    assert!(diags.is_empty(), "{diags:?}");
    let f = only_fn(&simt);
    let flag = f.locals.iter().find(|(_, l)| l.name == "_occa_returned").map(|(id, _)| id).unwrap();
    let (li, _) = f.loops.iter().find(|(_, l)| l.kind.is_outer()).unwrap();
    let outer = &f.loops[li].body.stmts;
    assert_eq!(outer[0], Stmt::Decl(flag), "{outer:?}");
    let inner_bodies: Vec<&oklc_ir::Block> = outer
        .iter()
        .filter_map(|s| match s {
            Stmt::Loop(id) if f.loops[*id].kind.is_inner() => Some(&f.loops[*id].body),
            _ => None,
        })
        .collect();
    assert_eq!(inner_bodies.len(), 2, "{outer:?}");
    for body in &inner_bodies {
        let [Stmt::If { cond, .. }] = body.stmts.as_slice() else { panic!("{body:?}") };
        let Expr::Unary { op: oklc_ir::UnaryOp::Not, arg } = &f.store.exprs[*cond] else {
            panic!()
        };
        assert_eq!(f.store.exprs[*arg], Expr::Local(flag));
    }
    let Stmt::If { then, .. } = &inner_bodies[0].stmts[0] else { unreachable!() };
    let [Stmt::Expr(set)] = then.stmts.as_slice() else { panic!("{then:?}") };
    let Expr::Assign { lhs, .. } = &f.store.exprs[*set] else { panic!() };
    assert_eq!(f.store.exprs[*lhs], Expr::Local(flag));

    // The host lowering: the returning work-item is flagged and counted before its iteration
    // ends, the later loop skips flagged work-items, and a group whose work-items all returned
    // ends after the returning loop.
    let (host, diags, _, _) = run(m, Family::Host);
    assert!(diags.is_empty(), "{diags:?}");
    let f = only_fn(&host);
    let flag = f.locals.iter().find(|(_, l)| l.name == "_occa_returned").map(|(id, _)| id).unwrap();
    let count =
        f.locals.iter().find(|(_, l)| l.name == "_occa_returned_count").map(|(id, _)| id).unwrap();
    let (li, _) = f.loops.iter().find(|(_, l)| l.kind.is_outer()).unwrap();
    let names = |stmts: &[Stmt]| -> String {
        stmts
            .iter()
            .map(|s| match s {
                Stmt::Decl(l) => format!("decl {};", f.locals[*l].name),
                Stmt::Loop(id) if f.loops[*id].kind.is_inner() => "inner;".into(),
                Stmt::If { then, .. } => format!("if {:?};", then.stmts),
                Stmt::Expr(_) => "expr;".into(),
                Stmt::Continue => "continue;".into(),
                Stmt::For { .. } => "for;".into(),
                other => format!("{other:?};"),
            })
            .collect()
    };
    let outer = &f.loops[li].body.stmts;
    assert_eq!(
        names(outer),
        "decl _occa_exclusive_index;decl _occa_returned_count;decl _occa_returned;\
         for;expr;inner;if [Continue];expr;inner;",
        "{outer:?}"
    );
    assert!(matches!(f.locals[count].init, Some(Init::Assign(_))));
    let Stmt::Loop(first) = outer[5] else { unreachable!() };
    let Stmt::Loop(second) = outer[8] else { unreachable!() };
    // The flags start false (`for`); index, flag, count, continue; index, guard, the old body.
    assert_eq!(names(&f.loops[first].body.stmts), "expr;expr;expr;continue;");
    assert_eq!(names(&f.loops[second].body.stmts), "expr;if [Continue];expr;");
    let Stmt::If { cond, .. } = &f.loops[second].body.stmts[1] else { unreachable!() };
    let Expr::Index { base, .. } = &f.store.exprs[*cond] else { panic!() };
    assert_eq!(f.store.exprs[*base], Expr::Local(flag));

    // The last @inner loop, and an @outer body outside the @inner loops, may return.
    let mut k = kern();
    let ret = k.b.stmt(Stmt::Return(None));
    let ret_outer = k.b.stmt(Stmt::Return(None));
    let ext = k.b.lit(4);
    let (m, _, _) = k.build(vec![ret_outer], ext, vec![ret]);
    expect_none(&diagnose(m, Family::Simt), codes::RETURN_IN_INNER);
}

/// `return` on the host: `continue` of the innermost `@inner` (or `@outer`) loop, and from a
/// regular loop a `goto` to a label after the loop's old body, which moves into a block; the
/// SIMT pipeline keeps the `return`.
#[test]
fn host_returns_end_the_iteration_of_their_okl_loop() {
    let mut k = kern();
    let ret_outer = k.b.stmt(Stmt::Return(None));
    let direct = k.b.stmt(Stmt::Return(None));
    let nested = k.b.stmt(Stmt::Return(None));
    let c = k.b.name("c");
    let wh = k.b.stmt(Stmt::While { cond: c, body: FnBuilder::block(vec![nested]) });
    let ext = k.b.lit(4);
    let (m, li, lj) = k.build(vec![ret_outer], ext, vec![direct, wh]);
    let (host, _, _, _) = run(m.clone(), Family::Host);
    let f = only_fn(&host);
    assert_eq!(f.loops[li].body.stmts[0], Stmt::Continue);
    let Stmt::Block(old) = &f.loops[lj].body.stmts[0] else { panic!("{:?}", f.loops[lj].body) };
    assert_eq!(old.stmts[0], Stmt::Continue);
    let Stmt::While { body, .. } = &old.stmts[1] else { panic!("{old:?}") };
    assert_eq!(body.stmts[0], Stmt::Goto("_occa_return_0".into()));
    assert_eq!(f.loops[lj].body.stmts[1], Stmt::Label("_occa_return_0".into()));
    let (simt, _, _, _) = run(m, Family::Simt);
    let f = only_fn(&simt);
    assert_eq!(f.loops[lj].body.stmts[0], Stmt::Return(None));
}

#[test]
fn diag_loops_outside_kernel_and_kernel_without_loops() {
    let mut b = FnBuilder::helper("h");
    let int = b.int();
    let n = b.param("N", int);
    let i = b.loop_var("i");
    let nn = b.local(n);
    let (li, si) = b.simple_loop(LoopKind::Outer(None), i, nn, vec![]);
    b.push(vec![si]);
    let m = finish(b);
    let span = lspan(&m, li);
    expect(&diagnose(m, Family::Host), codes::OKL_LOOP_OUTSIDE_KERNEL, span);

    let (mut b, _n, _a) = kernel("empty");
    let st = b.stmt(Stmt::Return(None));
    b.push(vec![st]);
    let m = finish(b);
    let span = only_fn(&m).span;
    expect(&diagnose(m, Family::Host), codes::KERNEL_WITHOUT_LOOPS, span);
}

#[test]
fn diag_direction_empty_range_and_max_inner_dims() {
    let mut k = kern();
    let body = vec![touch(&mut k.b, k.a, k.j)];
    let (s, e) = (k.b.lit(0), k.b.lit(16));
    let (lj, sj) = k.b.finish_loop(
        LoopKind::Inner(None),
        k.j,
        s,
        CmpOp::Lt,
        e,
        Step::Dec { post: false },
        body,
    );
    let nn = k.b.local(k.n);
    let (_, si) = k.b.simple_loop(LoopKind::Outer(None), k.i, nn, vec![sj]);
    k.b.push(vec![si]);
    let m = finish(k.b);
    let span = lspan(&m, lj);
    let diags = diagnose(m, Family::Simt);
    expect(&diags, codes::LOOP_DIRECTION, span);
    expect_none(&diags, codes::EMPTY_RANGE);

    let mut k = kern();
    let body = vec![touch(&mut k.b, k.a, k.j)];
    let ext = k.b.lit(0);
    let (m, _, lj) = k.build(vec![], ext, body);
    let span = lspan(&m, lj);
    expect(&diagnose(m, Family::Simt), codes::EMPTY_RANGE, span);

    let mut k = kern();
    let body = vec![touch(&mut k.b, k.a, k.j)];
    let ext = k.b.lit(16);
    let (mut m, li, _) = k.build(vec![], ext, body);
    let fid = m.functions.iter().next().unwrap().0;
    m.functions[fid].loops[li].attrs.max_inner_dims = Some([8, 1, 1]);
    let span = lspan(&m, li);
    expect(&diagnose(m.clone(), Family::Simt), codes::MAX_INNER_DIMS, span);
    m.functions[fid].loops[li].attrs.max_inner_dims = Some([16, 1, 1]);
    expect_none(&diagnose(m, Family::Simt), codes::MAX_INNER_DIMS);
}

fn storage_var(
    b: &mut FnBuilder,
    name: &str,
    storage: OklStorage,
    size: Option<ExprId>,
) -> LocalId {
    let float = b.float();
    let ty = match size {
        Some(s) => b.array(float, Some(s)),
        None => float,
    };
    let l = b.var(name, ty);
    b.func.locals[l].storage = storage;
    l
}

#[test]
fn diag_shared_and_exclusive_placement() {
    // declared inside @inner
    let mut k = kern();
    let e = k.b.lit(4);
    let s = storage_var(&mut k.b, "s", OklStorage::Shared, Some(e));
    let d = k.b.decl(s);
    let ext = k.b.lit(4);
    let (m, _, _) = k.build(vec![], ext, vec![d]);
    let span = only_fn(&m).locals[s].span;
    expect(&diagnose(m, Family::Simt), codes::STORAGE_IN_INNER, span);

    // declared outside @outer
    let mut k = kern();
    let e = k.b.lit(4);
    let s = storage_var(&mut k.b, "s", OklStorage::Shared, Some(e));
    let d = k.b.decl(s);
    k.b.push(vec![d]);
    let ext = k.b.lit(4);
    let (m, _, _) = k.build(vec![], ext, vec![]);
    let span = only_fn(&m).locals[s].span;
    expect(&diagnose(m, Family::Simt), codes::STORAGE_OUTSIDE_OUTER, span);

    // used in an initializer between the loops
    let mut k = kern();
    let r = storage_var(&mut k.b, "r", OklStorage::Exclusive, None);
    let dr = k.b.decl(r);
    let use_r = k.b.local(r);
    let float = k.b.float();
    let v = k.b.var_init("v", float, use_r);
    let dv = k.b.decl(v);
    let ext = k.b.lit(4);
    let (m, _, _) = k.build(vec![dr, dv], ext, vec![]);
    let span = only_fn(&m).store.span_of(use_r).unwrap();
    expect(&diagnose(m, Family::Simt), codes::STORAGE_USE_OUTSIDE_INNER, span);
}

/// A kernel with `@shared NAME s[4];` (`NAME` a class passed through as `class_text`) that the
/// `@inner` loop writes, after the pipeline with `raw_shared_storage`: the local `s` and the
/// device code's locals.
fn shared_of_class(name: &str, class_text: &str) -> (oklc_ir::Local, Vec<oklc_ir::Local>) {
    let mut k = kern();
    let class = k.b.qualified(
        TyKind::Named { name: name.into(), refers: oklc_ir::NamedRef::Opaque, keyword: None },
        Quals::empty(),
    );
    let e = k.b.lit(4);
    let ty = k.b.array(class, Some(e));
    let s = k.b.var("s", ty);
    k.b.func.locals[s].storage = OklStorage::Shared;
    let d = k.b.decl(s);
    let sv = k.b.local(s);
    let jv = k.b.local(k.j);
    let elem = k.b.index(sv, jv);
    let zero = k.b.name("T()");
    let w = k.b.assign(AssignOp::Assign, elem, zero);
    let w = k.b.expr_stmt(w);
    let ext = k.b.lit(4);
    let (mut m, _, _) = k.build(vec![d], ext, vec![w]);
    let text = oklc_ir::Verbatim { text: class_text.into(), ..Default::default() };
    m.items.insert(0, oklc_ir::Item::Verbatim(text));
    let options = Options { raw_shared_storage: true, ..Options::default() };
    let (m, diags, _, _) = run_with(m, Family::Simt, options);
    assert!(diags.is_empty(), "{}", diags_text(&diags));
    let f = only_fn(&m);
    let others = f.locals.values().filter(|l| l.name != "s").cloned().collect();
    (f.locals[s].clone(), others)
}

#[test]
fn shared_arrays_of_classes_that_construct_become_raw_storage_and_a_reference() {
    let (s, others) =
        shared_of_class("ns::T", "namespace ns { struct T { int v; T() : v(0) {} }; }");
    assert_eq!(s.storage, OklStorage::Private);
    assert!(matches!(s.init, Some(Init::Assign(_))));
    let storage = others.iter().find(|l| l.name == "_occa_s_storage").expect("storage local");
    assert_eq!(storage.storage, OklStorage::Shared);
    let attrs: Vec<&str> = storage.attrs.iter().map(|a| a.as_str()).collect();
    assert_eq!(attrs, ["alignas(16)"]);

    // `T() = default` runs nothing: the declaration stays.
    let (s, others) =
        shared_of_class("ns::T", "namespace ns { struct T { int v; T() = default; }; }");
    assert_eq!(s.storage, OklStorage::Shared);
    assert!(s.init.is_none() && !others.iter().any(|l| l.name.ends_with("_storage")));
}

#[test]
fn diag_shared_shape() {
    let mut k = kern();
    let s = storage_var(&mut k.b, "s", OklStorage::Shared, None);
    let d = k.b.decl(s);
    let ext = k.b.lit(4);
    let (m, _, _) = k.build(vec![d], ext, vec![]);
    let span = only_fn(&m).locals[s].span;
    expect(&diagnose(m, Family::Simt), codes::SHARED_NOT_ARRAY, span);

    let mut k = kern();
    let size = k.b.name("N");
    let s = storage_var(&mut k.b, "s", OklStorage::Shared, Some(size));
    let d = k.b.decl(s);
    let ext = k.b.lit(4);
    let (m, _, _) = k.build(vec![d], ext, vec![]);
    let span = only_fn(&m).store.span_of(size).unwrap();
    expect(&diagnose(m, Family::Simt), codes::SHARED_SIZE, span);
}

#[test]
fn diag_exclusive_size_init_and_reserved_name() {
    // non-constant inner extent, no @max_inner_dims: error on host only
    let mut k = kern();
    let r = storage_var(&mut k.b, "r", OklStorage::Exclusive, None);
    let d = k.b.decl(r);
    let lhs = k.b.local(r);
    let one = k.b.lit(1);
    let e = k.b.assign(AssignOp::Add, lhs, one);
    let st = k.b.expr_stmt(e);
    let ext = k.b.name("M");
    let (mut m, li, _) = k.build(vec![d], ext, vec![st]);
    let span = only_fn(&m).locals[r].span;
    expect(&diagnose(m.clone(), Family::Host), codes::EXCLUSIVE_SIZE, span);
    expect_none(&diagnose(m.clone(), Family::Simt), codes::EXCLUSIVE_SIZE);
    let fid = m.functions.iter().next().unwrap().0;
    m.functions[fid].loops[li].attrs.max_inner_dims = Some([32, 2, 1]);
    let (after, diags, info, _) = run(m, Family::Host);
    expect_none(&diags, codes::EXCLUSIVE_SIZE);
    assert!(info.contains("exclusive r[64]"), "{info}");
    assert!(oklc_ir::dump(&after).contains("float r[64];"));

    // array with initializer
    let mut k = kern();
    let two = k.b.lit(2);
    let q = storage_var(&mut k.b, "q", OklStorage::Exclusive, Some(two));
    let (x, y) = (k.b.lit(1), k.b.lit(2));
    k.b.func.locals[q].init = Some(Init::Brace(vec![x, y]));
    let d = k.b.decl(q);
    let ext = k.b.lit(4);
    let (m, _, _) = k.build(vec![d], ext, vec![]);
    let span = only_fn(&m).locals[q].span;
    expect(&diagnose(m, Family::Host), codes::EXCLUSIVE_INIT, span);

    // a user variable named _occa_exclusive_index
    let mut k = kern();
    let r = storage_var(&mut k.b, "r", OklStorage::Exclusive, None);
    let d = k.b.decl(r);
    let int = k.b.int();
    let clash = k.b.var("_occa_exclusive_index", int);
    let dc = k.b.decl(clash);
    let ext = k.b.lit(4);
    let (m, _, _) = k.build(vec![d, dc], ext, vec![]);
    let span = only_fn(&m).locals[clash].span;
    expect(&diagnose(m, Family::Host), codes::EXCLUSIVE_RESERVED, span);
}

#[test]
fn diag_restrict_not_pointer() {
    let mut k = kern();
    let ty = k.b.qualified(oklc_ir::TyKind::Builtin(oklc_ir::Builtin::Int), Quals::RESTRICT);
    let p = k.b.param("x", ty);
    let ext = k.b.lit(4);
    let (m, _, _) = k.build(vec![], ext, vec![]);
    let span = only_fn(&m).locals[p].span;
    expect(&diagnose(m, Family::Host), codes::RESTRICT_NOT_POINTER, span);
    expect_none(&diagnose(case_restrict(), Family::Host), codes::RESTRICT_NOT_POINTER);
}

#[test]
fn diag_split_host_locals_and_inner_size() {
    // A scalar host local the device only reads becomes a parameter of the device kernel.
    let mut k = kern();
    let int = k.b.int();
    let one = k.b.lit(1);
    let x = k.b.var_init("x", int, one);
    let dx = k.b.decl(x);
    k.b.push(vec![dx]);
    let lhs = k.b.at(k.a, k.j);
    let use_x = k.b.local(x);
    let e = k.b.assign(AssignOp::Assign, lhs, use_x);
    let st = k.b.expr_stmt(e);
    let ext = k.b.lit(4);
    let (m, _, _) = k.build(vec![], ext, vec![st]);
    let (simt, diags, _, _) = run(m, Family::Simt);
    expect_none(&diags, codes::HOST_LOCAL_IN_DEVICE);
    assert_eq!(only_fn(&simt).device_kernels[0].host_values, vec![x]);

    // One the device writes would be a copy per work-item: still an error.
    let mut k = kern();
    let int = k.b.int();
    let one = k.b.lit(1);
    let x = k.b.var_init("x", int, one);
    let dx = k.b.decl(x);
    k.b.push(vec![dx]);
    let use_x = k.b.local(x);
    let rhs = k.b.at(k.a, k.j);
    let e = k.b.assign(AssignOp::Assign, use_x, rhs);
    let st = k.b.expr_stmt(e);
    let ext = k.b.lit(4);
    let (m, _, _) = k.build(vec![], ext, vec![st]);
    let f = only_fn(&m);
    let (use_span, decl_span) = (f.store.span_of(use_x).unwrap(), f.locals[x].span);
    let diags = diagnose(m.clone(), Family::Simt);
    expect(&diags, codes::HOST_LOCAL_IN_DEVICE, use_span);
    let d = diags.iter().find(|d| d.code == codes::HOST_LOCAL_IN_DEVICE).unwrap();
    assert_eq!(d.secondary[0].span, decl_span);
    expect_none(&diagnose(m, Family::Host), codes::HOST_LOCAL_IN_DEVICE);

    // an inner extent read from a local of the `@outer` body: only the device knows it
    let mut k = kern();
    let int = k.b.int();
    let four = k.b.lit(4);
    let x = k.b.var_init("x", int, four);
    let dx = k.b.decl(x);
    let body = vec![touch(&mut k.b, k.a, k.j)];
    let ext = k.b.local(x);
    let (m, _, lj) = k.build(vec![dx], ext, body);
    let span = lspan(&m, lj);
    expect(&diagnose(m, Family::Simt), codes::INNER_SIZE_NOT_HOST, span);

    // a triangular inner loop, j < i: the host runs the `@outer` range for the largest count
    let mut k = kern();
    let body = vec![touch(&mut k.b, k.a, k.j)];
    let ext = k.b.local(k.i);
    let (m, li, lj) = k.build(vec![], ext, body);
    let (simt, diags, _, _) = run(m, Family::Simt);
    expect_none(&diags, codes::INNER_SIZE_NOT_HOST);
    let f = only_fn(&simt);
    let inner = f.device_kernels[0].launch.iter().find(|d| !d.outer).expect("an inner dimension");
    assert_eq!(inner.counts.len(), 1);
    assert_eq!(inner.counts[0].over, vec![li]);
    assert!(f.loops[lj].work_item.as_ref().is_some_and(|w| w.partial && w.guard.is_some()));
}

/// `@outer for i { for (int r = 0; r < 2; ++r) { [r += 1;] @inner for j < N - r { .. } } }`:
/// the module and the inner loop; `write_r` makes the `for` body write its iterator.
fn inner_in_plain_for(write_r: bool) -> (Module, LoopId) {
    let mut k = kern();
    let int = k.b.int();
    let zero = k.b.lit(0);
    let r = k.b.var_init("r", int, zero);
    let body = vec![touch(&mut k.b, k.a, k.j)];
    let (nn, rr) = (k.b.local(k.n), k.b.local(r));
    let ext = k.b.sub(nn, rr);
    let (lj, sj) = k.b.simple_loop(LoopKind::Inner(None), k.j, ext, body);
    let mut for_body = vec![sj];
    if write_r {
        let (rr, one) = (k.b.local(r), k.b.lit(1));
        let bump = k.b.assign(AssignOp::Add, rr, one);
        for_body.insert(0, k.b.expr_stmt(bump));
    }
    let init = k.b.decl(r);
    let (rr, two) = (k.b.local(r), k.b.lit(2));
    let cond = k.b.bin(BinaryOp::Lt, rr, two);
    let rr = k.b.local(r);
    let step = k.b.unary(UnaryOp::PreInc, rr);
    let for_stmt = k.b.stmt(Stmt::For {
        init: Box::new(FnBuilder::block(vec![init])),
        cond: Some(cond),
        step: Some(step),
        body: Box::new(FnBuilder::block(for_body)),
    });
    let nn = k.b.local(k.n);
    let (_, si) = k.b.simple_loop(LoopKind::Outer(None), k.i, nn, vec![for_stmt]);
    k.b.push(vec![si]);
    (finish(k.b), lj)
}

#[test]
fn regular_loops_let_the_host_size_inner_loops_under_a_plain_for() {
    // The `for` over `r` becomes a regular OKL loop: the host runs its range for the largest
    // count, and the `@inner` loop keeps its condition as a guard.
    let (m, lj) = inner_in_plain_for(false);
    let (simt, diags, _, _) = run(m, Family::Simt);
    expect_none(&diags, codes::INNER_SIZE_NOT_HOST);
    let f = only_fn(&simt);
    let inner = f.device_kernels[0].launch.iter().find(|d| !d.outer).expect("an inner dimension");
    let over = &inner.counts[0].over;
    assert_eq!(over.len(), 1);
    assert_eq!(f.loops[over[0]].kind, LoopKind::Regular);
    assert!(f.loops[lj].work_item.as_ref().is_some_and(|w| w.partial && w.guard.is_some()));

    // A body that changes `r` runs another range than the header says: still OKL0551.
    let (m, lj) = inner_in_plain_for(true);
    let span = lspan(&m, lj);
    expect(&diagnose(m.clone(), Family::Simt), codes::INNER_SIZE_NOT_HOST, span);
    // Host backends keep the plain `for`.
    let (host, _, _, _) = run(m, Family::Host);
    assert!(!only_fn(&host).loops.iter().any(|(_, l)| l.kind == LoopKind::Regular));
}

#[test]
fn pointer_offsets_move_an_offset_instead_of_a_pointer_argument() {
    // `a += 2;` before the `@outer` loop: the launcher holds `a` as a handle to device memory.
    let (mut b, n, a) = kernel("k");
    let (aa, two) = (b.local(a), b.lit(2));
    let bump = b.assign(AssignOp::Add, aa, two);
    let host = b.expr_stmt(bump);
    let (i, j) = (b.loop_var("i"), b.loop_var("j"));
    let body = vec![touch(&mut b, a, j)];
    let four = b.lit(4);
    let (_, sj) = b.simple_loop(LoopKind::Inner(None), j, four, body);
    let nn = b.local(n);
    let (li, si) = b.simple_loop(LoopKind::Outer(None), i, nn, vec![sj]);
    b.push(vec![host, si]);
    let m = finish(b);
    let (simt, diags, _, _) = run(m.clone(), Family::Simt);
    assert!(diags.is_empty(), "{diags:#?}");
    let f = only_fn(&simt);
    let body = f.body.as_ref().unwrap();
    let Stmt::Decl(offset) = body.stmts[0] else { panic!("{:?}", body.stmts[0]) };
    assert_eq!(f.locals[offset].name, "_occa_a_offset");
    // The host moves the offset ...
    let Stmt::Expr(e) = body.stmts[1] else { panic!("{:?}", body.stmts[1]) };
    assert!(matches!(f.store.exprs[e], Expr::Assign { op: AssignOp::Add, lhs, .. }
        if f.store.exprs[lhs] == Expr::Local(offset)));
    // ... which the device kernel takes as a parameter and adds to `a` first.
    assert_eq!(f.device_kernels[0].host_values, vec![offset]);
    let Stmt::Expr(e) = f.loops[li].body.stmts[0] else { panic!("{:?}", f.loops[li].body) };
    assert!(matches!(f.store.exprs[e], Expr::Assign { op: AssignOp::Add, lhs, rhs }
        if f.store.exprs[lhs] == Expr::Local(a) && f.store.exprs[rhs] == Expr::Local(offset)));
    // Host targets move the pointer itself.
    let (host, _, _, _) = run(m, Family::Host);
    assert!(!only_fn(&host).locals.iter().any(|(_, l)| l.name == "_occa_a_offset"));
}

// ---------------------------------------------------------------------------------------------
// Verifier

fn valid() -> Module {
    case_exclusive()
}

#[track_caller]
fn rejected(m: &Module, stage: Stage, needle: &str) {
    match oklc_ir::verify(m, stage) {
        Ok(()) => panic!("verifier accepted broken IR ({needle})"),
        Err(errors) => assert!(
            errors.iter().any(|e| e.to_string().contains(needle)),
            "no error mentioning {needle:?}: {errors:?}"
        ),
    }
}

#[test]
fn verifier_accepts_valid_and_rejects_broken_ir() {
    let m = valid();
    oklc_ir::verify(&m, Stage::Lowered).unwrap();
    let fid = m.functions.iter().next().unwrap().0;

    // a local handle out of range
    let mut bad = m.clone();
    let f = &mut bad.functions[fid];
    let ghost = oklc_ir::la_arena::Idx::from_raw(oklc_ir::la_arena::RawIdx::from(999u32));
    f.store.expr(Expr::Local(ghost), None);
    rejected(&bad, Stage::Lowered, "local handle 999 out of range");

    // an expression of another function's store (out of range here)
    let mut bad = m.clone();
    let f = &mut bad.functions[fid];
    let far = oklc_ir::la_arena::Idx::from_raw(oklc_ir::la_arena::RawIdx::from(100_000u32));
    f.body.as_mut().unwrap().push(Stmt::Expr(far), Span::point(oklc_span::FileId(0), 0));
    rejected(&bad, Stage::Lowered, "out of range");

    // a loop used twice
    let mut bad = m.clone();
    let f = &mut bad.functions[fid];
    let first = f.loops.iter().next().unwrap().0;
    f.body.as_mut().unwrap().push(Stmt::Loop(first), Span::point(oklc_span::FileId(0), 0));
    rejected(&bad, Stage::Lowered, "used by 2 statements");

    // loop iterator that is not a LoopVar
    let mut bad = m.clone();
    let f = &mut bad.functions[fid];
    let first = f.loops.iter().next().unwrap().0;
    let var = f.loops[first].var;
    f.locals[var].kind = LocalKind::Var;
    rejected(&bad, Stage::Lowered, "is not a LoopVar");

    // parameter kinds out of order
    let mut bad = m.clone();
    let f = &mut bad.functions[fid];
    let p = f.params[1];
    f.locals[p].kind = LocalKind::Param(0);
    rejected(&bad, Stage::Lowered, "not Param(1)");

    // a cycle in the expression graph
    let mut bad = m.clone();
    let f = &mut bad.functions[fid];
    let a = f.store.expr(Expr::Name("x".into()), None);
    let b2 = f.store.expr(Expr::Unary { op: UnaryOp::Neg, arg: a }, None);
    f.store.exprs[a] = Expr::Unary { op: UnaryOp::Neg, arg: b2 };
    rejected(&bad, Stage::Lowered, "cycle");

    // a cycle through a type: `int[sizeof(T)]` where T is that array type
    let mut bad = m.clone();
    let f = &mut bad.functions[fid];
    let int = f.store.builtin(oklc_ir::Builtin::Int);
    let size = f.store.expr(Expr::SizeOfType(int), None);
    let arr = f.store.ty(oklc_ir::Ty::new(oklc_ir::TyKind::Array { elem: int, size: Some(size) }));
    f.store.exprs[size] = Expr::SizeOfType(arr);
    rejected(&bad, Stage::Lowered, "cycle");

    // an operand stored after its user is not a cycle (the edge list is searched, not assumed)
    let mut ok = m.clone();
    let f = &mut ok.functions[fid];
    let user = f.store.expr(Expr::Name("x".into()), None);
    let operand = f.store.expr(Expr::Name("y".into()), None);
    f.store.exprs[user] = Expr::Unary { op: UnaryOp::Neg, arg: operand };
    oklc_ir::verify(&ok, Stage::Lowered).unwrap();

    // stage invariants: unnumbered loops at Numbered, tiles at Tiled
    rejected(&m, Stage::Numbered, "has no axis");
    let tiled = case_tile("basic");
    oklc_ir::verify(&tiled, Stage::Lowered).unwrap();
    rejected(&tiled, Stage::Tiled, "remains after tiling");

    // @outer inside @inner at Numbered
    let mut bad = m.clone();
    let f = &mut bad.functions[fid];
    for (_, l) in f.loops.iter_mut() {
        l.kind = match l.kind {
            LoopKind::Outer(_) => LoopKind::Inner(Some(0)),
            LoopKind::Inner(_) => LoopKind::Outer(Some(0)),
            ref k => k.clone(),
        };
    }
    rejected(&bad, Stage::Numbered, "inside an `@inner` loop");

    // a local declared twice
    let mut bad = m.clone();
    let f = &mut bad.functions[fid];
    let stmt = f.body.as_ref().unwrap().stmts[0].clone();
    let Stmt::Loop(outer) = stmt else { panic!() };
    let decl = f.loops[outer].body.stmts[0].clone();
    f.loops[outer].body.push(decl, Span::point(oklc_span::FileId(0), 0));
    rejected(&bad, Stage::Lowered, "declared 2 times");
}

// ---------------------------------------------------------------------------------------------
// Tile coverage: interpret the loop nest produced by `tile` for concrete N.

/// The integer type the interpreted loops compute in: every operation is done in it, as C++
/// does for `unsigned int` operands and `int` literals (an `unsigned` result wraps around, a
/// signed overflow fails the test: it is undefined behaviour).
#[derive(Clone, Copy, Debug)]
struct Arith {
    bits: u32,
    signed: bool,
}

impl Arith {
    const INT: Arith = Arith { bits: 32, signed: true };
    const UINT: Arith = Arith { bits: 32, signed: false };

    fn norm(self, v: i128) -> i128 {
        if self.signed {
            let lim = 1i128 << (self.bits - 1);
            assert!((-lim..lim).contains(&v), "signed overflow: {v}");
            v
        } else {
            v.rem_euclid(1i128 << self.bits)
        }
    }
}

/// Evaluates integer expressions over an environment of locals and `N`.
fn eval(f: &oklc_ir::Function, ar: Arith, env: &[(LocalId, i128)], n: i128, e: ExprId) -> i128 {
    let sub = |x: ExprId| eval(f, ar, env, n, x);
    match &f.store.exprs[e] {
        // A literal may be wider than the type (`-2147483648` is `-(2147483648l)`).
        Expr::Literal(l) => oklc_ir::int_literal_value(&l.text).unwrap().into(),
        Expr::Local(l) => {
            if f.locals[*l].name == "N" {
                ar.norm(n)
            } else {
                env.iter()
                    .rev()
                    .find(|(x, _)| x == l)
                    .unwrap_or_else(|| panic!("unbound {}", f.locals[*l].name))
                    .1
            }
        }
        Expr::Unary { op: UnaryOp::Neg, arg } => ar.norm(-sub(*arg)),
        Expr::Binary { op, lhs, rhs } => {
            let (a, b) = (sub(*lhs), sub(*rhs));
            match op {
                BinaryOp::Add => ar.norm(a + b),
                BinaryOp::Sub => ar.norm(a - b),
                BinaryOp::Mul => ar.norm(a * b),
                BinaryOp::Div => a / b,
                BinaryOp::Lt => (a < b) as i128,
                BinaryOp::Le => (a <= b) as i128,
                BinaryOp::Gt => (a > b) as i128,
                BinaryOp::Ge => (a >= b) as i128,
                other => panic!("unsupported {other:?}"),
            }
        }
        other => panic!("unsupported {other:?}"),
    }
}

fn compare(cmp: CmpOp, v: i128, bound: i128) -> bool {
    match cmp {
        CmpOp::Lt => v < bound,
        CmpOp::Le => v <= bound,
        CmpOp::Gt => v > bound,
        CmpOp::Ge => v >= bound,
    }
}

/// How a block of the interpreted code ended.
#[derive(PartialEq)]
enum Flow {
    Normal,
    Break,
}

/// Runs the statements, recording the value of `probe` whenever `a[probe]` is assigned. With
/// `omp`, top-level `@outer` loops run as OpenMP runs a `parallel for`: the iterations are
/// counted before the loop, in mathematical integers.
fn exec(
    f: &oklc_ir::Function,
    ar: Arith,
    block: &Block,
    env: &mut Vec<(LocalId, i128)>,
    n: i128,
    omp: bool,
    visits: &mut Vec<i128>,
) -> Flow {
    for stmt in &block.stmts {
        match stmt {
            Stmt::Loop(id) => {
                let l = &f.loops[*id];
                let r = &l.range;
                let counted = omp && l.kind.is_outer() && env.is_empty();
                let mut v = eval(f, ar, env, n, r.start);
                let mut guard = 0;
                loop {
                    env.push((l.var, v));
                    let bound = eval(f, ar, env, n, r.bound);
                    let ok = compare(r.cmp, v, bound)
                        && r.guard.is_none_or(|g| eval(f, ar, env, n, g) != 0);
                    if !ok {
                        env.pop();
                        break;
                    }
                    let flow = exec(f, ar, &l.body, env, n, omp, visits);
                    let step = match r.step {
                        Step::Inc { .. } => 1,
                        Step::Dec { .. } => -1,
                        Step::Add(s) => eval(f, ar, env, n, s),
                        Step::Sub(s) => -eval(f, ar, env, n, s),
                    };
                    env.pop();
                    if flow == Flow::Break {
                        assert!(!counted, "`break` in an OpenMP loop");
                        break;
                    }
                    v = if counted { v + step } else { ar.norm(v + step) };
                    guard += 1;
                    assert!(guard < 100_000, "runaway loop");
                }
            }
            Stmt::If { cond, then, .. }
                if eval(f, ar, env, n, *cond) != 0
                    && exec(f, ar, then, env, n, omp, visits) == Flow::Break =>
            {
                return Flow::Break;
            }
            Stmt::Break => return Flow::Break,
            Stmt::Expr(e) => {
                if let Expr::Assign { lhs, .. } = &f.store.exprs[*e]
                    && let Expr::Index { index, .. } = &f.store.exprs[*lhs]
                {
                    visits.push(eval(f, ar, env, n, *index));
                }
            }
            _ => {}
        }
    }
    Flow::Normal
}

/// A loop bound or start: `N` or a constant.
#[derive(Clone, Copy, Debug)]
enum Val {
    N,
    C(i128),
}

impl Val {
    fn expr(self, b: &mut FnBuilder, n: LocalId) -> ExprId {
        match self {
            Val::N => b.local(n),
            Val::C(c) if c < 0 => {
                let l = b.lit_text(oklc_ir::LitKind::Int, &(-c).to_string());
                b.expr(Expr::Unary { op: UnaryOp::Neg, arg: l })
            }
            Val::C(c) => b.lit_text(oklc_ir::LitKind::Int, &c.to_string()),
        }
    }

    fn at(self, n: i128) -> i128 {
        match self {
            Val::N => n,
            Val::C(c) => c,
        }
    }
}

/// One tiled loop for the interpreter: `for (T i = start; i CMP bound; step; @tile(ts, @outer,
/// @inner, check))`.
#[derive(Clone, Copy, Debug)]
struct Tiled {
    ar: Arith,
    start: Val,
    cmp: CmpOp,
    bound: Val,
    step: i64,
    ts: i64,
    check: bool,
}

/// Runs the tiled loop through the host pipeline (serial, and OpenMP when `omp`) and compares
/// the indices it visits with the original loop's, for every `N` whose original loop stays in
/// the type's range.
fn coverage_of(t: Tiled, omp: bool) {
    let (mut b, n, a) = kernel("cov");
    let ty = if t.ar.signed { b.int() } else { b.builtin(oklc_ir::Builtin::UInt) };
    let i = b.loop_var("i");
    b.func.locals[i].ty = ty;
    let body = vec![touch(&mut b, a, i)];
    let (s, e) = (t.start.expr(&mut b, n), t.bound.expr(&mut b, n));
    let st = match t.step {
        1 => Step::Inc { post: false },
        -1 => Step::Dec { post: true },
        s if s > 0 => Step::Add(b.lit(s)),
        s => Step::Sub(b.lit(-s)),
    };
    let (_, stmt) = tile_loop(&mut b, i, s, t.cmp, e, st, t.ts, t.check, body);
    b.push(vec![stmt]);
    let options = Options { parallel_outer: omp, ..Options::default() };
    let (tiled, diags, _, _) = run_with(finish(b), Family::Host, options);
    assert!(!diags.iter().any(|d| d.is_error()), "{diags:?}");
    let f = only_fn(&tiled);
    for nval in [0, 1, 2, 3, 5, 17, 33, 64] {
        // The original loop, by direct iteration in mathematical integers; skipped when its
        // iterator would leave the type's range (the loop is not valid C++ there).
        let (lo, hi) = if t.ar.signed {
            (-(1i128 << (t.ar.bits - 1)), (1i128 << (t.ar.bits - 1)) - 1)
        } else {
            (0, (1i128 << t.ar.bits) - 1)
        };
        let (mut v, bound) = (t.start.at(nval), t.bound.at(nval));
        let mut expected = Vec::new();
        while compare(t.cmp, v, bound) {
            expected.push(v);
            v += i128::from(t.step);
        }
        if !(lo..=hi).contains(&v) {
            continue;
        }
        let mut visits = Vec::new();
        exec(f, t.ar, f.body.as_ref().unwrap(), &mut Vec::new(), nval, omp, &mut visits);
        visits.sort_unstable();
        expected.sort_unstable();
        if t.check {
            assert_eq!(visits, expected, "{t:?} omp={omp} N={nval}");
        } else {
            // without the check every original index is still visited exactly once
            for x in &expected {
                let count = visits.iter().filter(|y| *y == x).count();
                assert_eq!(count, 1, "index {x}: {t:?} omp={omp} N={nval}");
            }
        }
    }
}

/// [`coverage_of`] on signed `int` for `for (i = start; i CMP (N or 0); step)`.
fn coverage(start: i64, cmp: CmpOp, bound_n: bool, step: i64, ts: i64, check: bool) {
    let bound = if bound_n { Val::N } else { Val::C(0) };
    let t = Tiled { ar: Arith::INT, start: Val::C(start.into()), cmp, bound, step, ts, check };
    coverage_of(t, false);
}

#[test]
fn tiled_loops_visit_every_index_exactly_once() {
    for ts in [1, 3, 4, 8] {
        coverage(0, CmpOp::Lt, true, 1, ts, true);
        coverage(0, CmpOp::Le, true, 1, ts, true);
        coverage(0, CmpOp::Lt, true, 2, ts, true);
        coverage(1, CmpOp::Le, true, 3, ts, true);
        coverage(0, CmpOp::Lt, true, 2, ts, false);
        coverage(40, CmpOp::Ge, false, -1, ts, true);
        coverage(40, CmpOp::Gt, false, -3, ts, true);
    }
}

/// Tiles whose plain rewrite (docs/passes.md) leaves the iterator type's range: unsigned loops down
/// to 0 and 1, an unsigned loop up to `UINT_MAX`, signed loops down to `INT_MIN` and up to
/// `INT_MAX`, serial and OpenMP (whose top-level block loop keeps its canonical form).
#[test]
fn tiles_at_the_iterator_types_limits_visit_every_index_exactly_once() {
    let (int_min, int_max, uint_max) = (-(1i128 << 31), (1i128 << 31) - 1, (1i128 << 32) - 1);
    for ts in [1, 2, 3, 4, 8] {
        for check in [true, false] {
            for omp in [false, true] {
                let mut cases = vec![
                    (Arith::UINT, Val::N, CmpOp::Gt, Val::C(0), -1),
                    (Arith::UINT, Val::N, CmpOp::Ge, Val::C(1), -1),
                    (Arith::UINT, Val::N, CmpOp::Gt, Val::C(0), -3),
                    (Arith::UINT, Val::N, CmpOp::Ge, Val::C(2), -2),
                    (Arith::UINT, Val::N, CmpOp::Gt, Val::C(5), -2),
                    (Arith::UINT, Val::C(uint_max - 40), CmpOp::Lt, Val::C(uint_max), 1),
                    (Arith::UINT, Val::C(uint_max - 39), CmpOp::Lt, Val::C(uint_max), 3),
                    (Arith::UINT, Val::C(uint_max - 40), CmpOp::Le, Val::C(uint_max - 1), 2),
                    (Arith::INT, Val::C(int_min + 40), CmpOp::Gt, Val::C(int_min), -1),
                    (Arith::INT, Val::C(int_min + 40), CmpOp::Ge, Val::C(int_min + 1), -3),
                    (Arith::INT, Val::C(int_max - 40), CmpOp::Le, Val::C(int_max - 1), 1),
                    (Arith::INT, Val::C(int_max - 40), CmpOp::Lt, Val::C(int_max), 2),
                    (Arith::INT, Val::N, CmpOp::Gt, Val::C(-7), -2),
                    (Arith::UINT, Val::C(0), CmpOp::Lt, Val::N, 1),
                ];
                // Without the check a partial tile would run past the loop's end.
                if !check {
                    cases.retain(|c| matches!(c.3, Val::C(_)) && matches!(c.1, Val::C(_)));
                }
                for (ar, start, cmp, bound, step) in cases {
                    let t = Tiled { ar, start, cmp, bound, step, ts, check };
                    if !check {
                        let (s, e) = (start.at(0), bound.at(0));
                        let span =
                            if step > 0 { e - s } else { s - e } + i128::from(cmp.is_inclusive());
                        let count = (span + i128::from(step.abs()) - 1) / i128::from(step.abs());
                        if count % i128::from(ts) != 0 {
                            continue;
                        }
                    }
                    coverage_of(t, omp);
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Fuzz replay

#[test]
fn fuzz_ir_replay() {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for round in 0..1500 {
        let len = (next() % 200) as usize;
        let data: Vec<u8> = (0..len).map(|_| next() as u8).collect();
        let result = std::panic::catch_unwind(|| oklc_passes::fuzz_ir(&data));
        assert!(result.is_ok(), "fuzz_ir panicked on round {round}: {data:?}");
    }
    // regression inputs, if any
    let dir = oklc_tests::data_dir().join("passes").join("fuzz");
    for path in oklc_tests::files_with_ext(&dir, "bin") {
        oklc_passes::fuzz_ir(&std::fs::read(&path).unwrap());
    }
}

#[test]
fn iteration_counts_parenthesise_bounds() {
    // for (int i = N; i > M - 1; i -= 2): (N - (M - 1) + 2 - 1) / 2, not N - M - 1 + ...
    let (_, diags, info, _) = run(case_counts(), Family::Simt);
    assert!(diags.is_empty(), "{diags:?}");
    assert!(info.contains("count i = (N - (M - 1) + 2 - 1) / 2"), "{info}");
    assert!(info.contains("count j = (1 + (N + 1) - 2 + 3 - 1) / 3"), "{info}");
    assert!(info.contains("count j#2 = 9"), "{info}");
    assert!(info.contains("count t = 16"), "{info}");
}

#[test]
fn pipeline_lists_passes_and_times_them() {
    assert_eq!(
        Pipeline::new(Family::Host).names(),
        [
            "dim",
            "tile",
            "loop_dims",
            "divergence",
            "shared",
            "params",
            "exclusive",
            "atomic",
            "restrict",
            "split",
            "host"
        ]
    );
    assert!(Pipeline::new(Family::Simt).names().contains(&"barrier"));
    // GPU work-items have their own parameter copies: no `params` pass there.
    assert!(!Pipeline::new(Family::Simt).names().contains(&"params"));
    let mut m = case_exclusive();
    let out = Pipeline::new(Family::Host)
        .run(&mut m, &Options { dump_after: vec!["tile".into()], ..Options::default() });
    assert_eq!(out.dumps.len(), 1);
    assert_eq!(out.timings.len(), 11);
    assert!(out.timing_table().contains("loop_dims"));
    let _: FunctionId = *out.info.kernels.keys().next().unwrap();
}

#[test]
fn inner_guard_bounds_fold_only_guards_on_kernel_values_and_only_when_asked() {
    let guarded = |m: &Module| {
        m.functions
            .values()
            .flat_map(|f| f.loops.values())
            .filter(|l| l.range.guard.is_some())
            .count()
    };
    let options = Options { inner_guard_bounds: true, ..Options::default() };
    let (m, diags, _, _) = run_with(case_guard(), Family::Host, options);
    assert!(diags.is_empty(), "{}", diags_text(&diags));
    assert_eq!(guarded(&m), 1);
    let (m, _, _, _) = run(case_guard(), Family::Host);
    assert_eq!(guarded(&m), 0);
}

#[test]
fn tile_with_parameter_size_has_host_computable_inner_count() {
    let (mut b, n, a) = kernel("k");
    let int = b.int();
    let t = b.param("T", int);
    let i = b.loop_var("i");
    let body = vec![touch(&mut b, a, i)];
    let (s, e) = (b.lit(0), b.local(n));
    let size = b.local(t);
    let spec = TileSpec {
        size,
        block: TileRole::Outer(None),
        element: TileRole::Inner(None),
        check: true,
    };
    let (_, st) =
        b.finish_loop(LoopKind::Tile(spec), i, s, CmpOp::Lt, e, Step::Inc { post: false }, body);
    b.push(vec![st]);
    let (_, diags, info, _) = run(finish(b), Family::Simt);
    assert!(diags.is_empty(), "{diags:?}");
    assert!(info.contains("inner[0] = T\n"), "{info}");
    assert!(info.contains("launch bound unknown"), "{info}");
}

#[test]
fn nested_tile_using_the_enclosing_iterator_is_not_hoisted() {
    // j starts at i: hoisting `_occa_tiled_j` above `i` would use `i` out of scope.
    let (mut b, n, a) = kernel("k");
    let i = b.loop_var("i");
    let j = b.loop_var("j");
    let inner_body = vec![touch(&mut b, a, j)];
    let (s, e) = (b.local(i), b.local(n));
    let (_, jl) =
        tile_loop(&mut b, j, s, CmpOp::Lt, e, Step::Inc { post: false }, 8, true, inner_body);
    let (s, e) = (b.lit(0), b.local(n));
    let (_, il) =
        tile_loop(&mut b, i, s, CmpOp::Lt, e, Step::Inc { post: false }, 4, true, vec![jl]);
    b.push(vec![il]);
    let (m, diags, _, _) = run(finish(b), Family::Simt);
    assert!(diags.iter().any(|d| d.code == codes::OUTER_INSIDE_INNER), "{diags:?}");
    oklc_ir::verify(&m, Stage::Numbered).unwrap();
}

// ---------------------------------------------------------------------------------------------
// Address spaces (`addrspace`).

/// `line:col` of byte `at` of `text`, 1-based.
fn line_col(text: &str, at: u32) -> String {
    let before = &text[..(at as usize).min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    format!("{line}:{col}")
}

/// Every `tests/data/passes/addrspace/*.okl` through the driver, for OpenCL (every pointer in
/// one space: helpers copied per combination, conflicts reported), Metal (the same, with
/// references, which OpenCL has made pointers before) and CUDA (generic pointers): the IR
/// after `addrspace` and the diagnostics with their labels are golden files next to it.
#[test]
fn addrspace_cases_from_source() {
    let mut failures = Vec::new();
    let cases = oklc_tests::files_with_ext(&oklc_tests::data_dir().join("passes/addrspace"), "okl");
    assert!(cases.len() >= 3, "{cases:?}");
    for case in cases {
        let text = std::fs::read_to_string(&case).unwrap();
        let name = case.file_name().unwrap().to_string_lossy().to_string();
        let mut loader = oklc_driver::MemoryLoader::new();
        loader.insert(name.clone(), text.as_bytes().to_vec());
        for mode in ["opencl", "cuda", "metal"] {
            let options = oklc_driver::Options {
                mode: mode.parse().expect("a backend name"),
                ..Default::default()
            };
            let mut session = oklc_driver::Session::new(options, &loader);
            let emit = oklc_driver::Emit::IrAfter("addrspace".into());
            let checked = session.check_emit(std::path::Path::new(&name), Some(&emit)).unwrap();
            let mut out = checked.emitted.unwrap_or_default();
            out.push_str("// diagnostics\n");
            for d in checked.diagnostics.iter() {
                out.push_str(&format!(
                    "{} {} {}: {}\n",
                    line_col(&text, d.primary.span.lo),
                    d.code,
                    if d.is_error() { "error" } else { "warning" },
                    d.message
                ));
                for label in &d.secondary {
                    out.push_str(&format!(
                        "  {} {}\n",
                        line_col(&text, label.span.lo),
                        label.message
                    ));
                }
            }
            if let Err(e) =
                oklc_tests::check_golden(&case.with_extension(format!("{mode}.ir")), &out)
            {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A kernel `k(int N, float *a)` whose inner loop body is `stmts(builder, a, j)`, preceded
/// in the outer loop by `@shared float s[8];`; returns the module and `s`.
fn spaces_kernel(
    stmts: impl FnOnce(&mut FnBuilder, LocalId, LocalId, LocalId) -> Vec<S>,
) -> (Module, LocalId) {
    let mut k = kern();
    let float = k.b.float();
    let eight = k.b.lit(8);
    let arr = k.b.array(float, Some(eight));
    let s = k.b.var("s", arr);
    k.b.func.locals[s].storage = OklStorage::Shared;
    let ds = k.b.decl(s);
    let (a, j) = (k.a, k.j);
    let inner = stmts(&mut k.b, a, s, j);
    let ext = k.b.lit(8);
    let (m, _, _) = k.build(vec![ds], ext, inner);
    (m, s)
}

fn concrete() -> Options {
    Options { concrete_address_spaces: true, ..Options::default() }
}

fn local_space(m: &Module, name: &str) -> AddressSpace {
    let f = m.functions.values().find(|f| f.is_kernel()).unwrap();
    let local = f.locals.values().find(|l| l.name == name).unwrap();
    f.store.space_of(local.ty)
}

/// `OKL0580` points at the pointer and names both sources; CUDA (not concrete) keeps the
/// pointer generic and reports nothing.
#[test]
fn diag_address_space_conflict() {
    let build = || {
        spaces_kernel(|b, a, s, _j| {
            let float = b.float();
            let fp = b.ptr(float);
            let init = b.local(a);
            let p = b.var_init("p", fp, init);
            let (lhs, rhs) = (b.local(p), b.local(s));
            let set = b.assign(AssignOp::Assign, lhs, rhs);
            vec![b.decl(p), b.expr_stmt(set)]
        })
    };
    let (m, _) = build();
    let f = only_fn(&m);
    let p = f.locals.iter().find(|(_, l)| l.name == "p").unwrap().0;
    let span = f.locals[p].span;
    let (after, diags, _, _) = run_with(m, Family::Simt, concrete());
    expect(&diags, codes::ADDRESS_SPACE_CONFLICT, span);
    let d = diags.iter().find(|d| d.code == codes::ADDRESS_SPACE_CONFLICT).unwrap();
    assert!(d.message.contains("global and local"), "{}", d.message);
    assert_eq!(d.secondary.len(), 2, "{d:?}");
    assert_eq!(local_space(&after, "p"), AddressSpace::Generic);
    let (m, _) = build();
    let (after, diags, _, _) = run(m, Family::Simt);
    expect_none(&diags, codes::ADDRESS_SPACE_CONFLICT);
    assert_eq!(local_space(&after, "p"), AddressSpace::Generic);
    assert_eq!(local_space(&after, "a"), AddressSpace::Global);
}

/// A struct member's pointer type carries the space `@globalPtr` gives it; a pointer read from
/// the member points there, and an array member decays to the struct object's space.
#[test]
fn addrspace_struct_members() {
    let (mut m, _) = spaces_kernel(|b, a, _s, _j| {
        let _ = a;
        vec![b.stmt(Stmt::Empty)]
    });
    // struct Rec { float *data; float vals[4]; };
    let float = m.store.builtin(oklc_ir::Builtin::Float);
    let mut ptr = oklc_ir::Ty::new(oklc_ir::TyKind::Pointer(float));
    ptr.space = AddressSpace::Global;
    let ptr = m.store.ty(ptr);
    let four = m.store.expr(Expr::Literal(oklc_ir::Literal::int(4)), None);
    let arr =
        m.store.ty(oklc_ir::Ty::new(oklc_ir::TyKind::Array { elem: float, size: Some(four) }));
    let rec = m.structs.alloc(oklc_ir::StructDef {
        tag: oklc_ir::StructTag::Struct,
        name: Some("Rec".into()),
        fields: vec![
            oklc_ir::Field {
                name: "data".into(),
                ty: ptr,
                bit_width: None,
                global_ptr: false,
                default: None,
            },
            oklc_ir::Field {
                name: "vals".into(),
                ty: arr,
                bit_width: None,
                global_ptr: false,
                default: None,
            },
        ],
        verbatim_members: vec![],
        mutating_methods: vec![],
        template_header: None,
        bases: None,
        is_forward: false,
        copy_blocker: None,
        span: Span::default(),
    });
    m.items.insert(0, oklc_ir::Item::Struct(rec));
    let fid = m.functions.iter().next().unwrap().0;
    let f = &mut m.functions[fid];
    let rec_ty = f.store.ty(oklc_ir::Ty::new(oklc_ir::TyKind::Named {
        name: "Rec".into(),
        refers: oklc_ir::NamedRef::Struct(rec),
        keyword: None,
    }));
    let span = f.span;
    let r = f.add_local(oklc_ir::Local::new("r", rec_ty, LocalKind::Var, span));
    let fl = f.store.builtin(oklc_ir::Builtin::Float);
    let fp = f.store.ty(oklc_ir::Ty::new(oklc_ir::TyKind::Pointer(fl)));
    let from_member = |f: &mut oklc_ir::Function, name: &str, member: &str| {
        let base = f.store.expr(Expr::Local(r), Some(span));
        let e =
            f.store.expr(Expr::Member { base, member: member.into(), arrow: false }, Some(span));
        let mut l = oklc_ir::Local::new(name, fp, LocalKind::Var, span);
        l.init = Some(Init::Assign(e));
        f.add_local(l)
    };
    let q = from_member(f, "q", "data");
    let v = from_member(f, "v", "vals");
    let body = f.body.as_mut().unwrap();
    for l in [v, q, r] {
        body.insert(0, Stmt::Decl(l), span);
    }
    let (after, diags, _, _) = run_with(m, Family::Simt, concrete());
    assert!(diags.is_empty(), "{diags:?}");
    assert_eq!(local_space(&after, "q"), AddressSpace::Global);
    assert_eq!(local_space(&after, "v"), AddressSpace::Private);
}

/// The verifier rejects a space where no pointer is, and a call or an assignment that gives
/// a pointer in one space to a parameter or local in another.
#[test]
fn verifier_checks_address_spaces() {
    let (mut m, _) = spaces_kernel(|b, a, s, _j| {
        let float = b.float();
        let fp = b.ptr(float);
        let init = b.local(s);
        let p = b.var_init("p", fp, init);
        let (callee, arg) = (b.name("use"), b.local(a));
        let call = b.call(callee, vec![arg]);
        vec![b.decl(p), b.expr_stmt(call)]
    });
    let mut helper = FnBuilder::helper("use");
    let float = helper.float();
    let fp = helper.ptr(float);
    helper.param("x", fp);
    let hid = helper.finish(&mut m);
    // What the pass writes: the kernel's buffer `a` is global.
    let kid = m.functions.iter().find(|(_, f)| f.is_kernel()).unwrap().0;
    let f = &mut m.functions[kid];
    let a = f.params[1];
    let ty = f.locals[a].ty;
    f.store.types[ty].space = AddressSpace::Global;
    oklc_ir::verify(&m, Stage::Lowered).unwrap();

    let mut bad = m.clone();
    let f = &mut bad.functions[kid];
    let int = f.store.builtin(oklc_ir::Builtin::Int);
    f.store.types[int].space = AddressSpace::Local;
    rejected(&bad, Stage::Lowered, "no pointer");

    let mut bad = m.clone();
    let f = &mut bad.functions[kid];
    let p = f.locals.iter().find(|(_, l)| l.name == "p").unwrap().0;
    let ty = f.locals[p].ty;
    f.store.types[ty].space = AddressSpace::Global;
    rejected(&bad, Stage::Lowered, "local `p` is in global memory but given a pointer into local");

    let mut bad = m.clone();
    let h = &mut bad.functions[hid];
    let x = h.params[0];
    let ty = h.locals[x].ty;
    h.store.types[ty].space = AddressSpace::Local;
    rejected(&bad, Stage::Lowered, "parameter 0 of `use` is in local memory");
    // A generic parameter takes any pointer; the same space is consistent.
    let h = &mut bad.functions[hid];
    h.store.types[ty].space = AddressSpace::Global;
    oklc_ir::verify(&bad, Stage::Lowered).unwrap();
}

#[test]
fn addrspace_runs_for_gpu_targets_only() {
    assert!(Pipeline::new(Family::Simt).names().ends_with(&[
        "split",
        "addrspace",
        "simt",
        "shared_storage"
    ]));
    assert!(!Pipeline::new(Family::Host).names().contains(&"addrspace"));
}

/// `target/simt` writes one device kernel per top-level `@outer` loop (the one under `if`
/// included) and a work-item form on every OKL loop; the verifier rejects device kernels that
/// are not the top-level `@outer` loops and work-item indices that read the wrong index.
#[test]
fn simt_lowering_is_in_the_ir_and_verified() {
    let (m, diags, _, _) = run(case_split(), Family::Simt);
    assert!(diags.is_empty(), "{diags:?}");
    let (fid, f) = m.functions.iter().next().unwrap();
    assert_eq!(f.device_kernels.len(), 2);
    let roots: Vec<LoopId> = f.device_kernels.iter().map(|k| k.root).collect();
    for (id, lp) in f.loops.iter() {
        let item = lp.work_item.as_deref().expect("every OKL loop has a work-item form");
        let want = match (lp.kind.is_outer(), lp.kind.axis().unwrap()) {
            (true, a) => oklc_ir::BuiltinVar::GroupId(a),
            (false, a) => oklc_ir::BuiltinVar::LocalId(a),
        };
        let mut reads = Vec::new();
        oklc_ir::visit::walk_expr(&f.store, item.index, |_, e| {
            if let Expr::Builtin(b) = e {
                reads.push(*b);
            }
        });
        assert_eq!(reads, vec![want], "loop {id:?}");
        assert_eq!(lp.kind.is_outer(), roots.contains(&id));
        assert!(item.guard.is_none() && !item.partial, "one count per dimension: no guard");
    }
    let inner = |k: usize| f.device_kernels[k].inner_sizes();
    assert_eq!((inner(0), inner(1)), (Some([16, 1, 1]), Some([32, 1, 1])));
    oklc_ir::verify(&m, Stage::Numbered).unwrap();

    let mut bad = m.clone();
    bad.functions[fid].device_kernels.swap(0, 1);
    rejected(&bad, Stage::Numbered, "device kernels run loops");

    let mut bad = m.clone();
    bad.functions[fid].device_kernels.pop();
    rejected(&bad, Stage::Numbered, "top-level `@outer` loops are");

    let mut bad = m.clone();
    let f = &mut bad.functions[fid];
    let wrong = f.store.expr(Expr::Builtin(oklc_ir::BuiltinVar::LocalId(2)), None);
    let root = f.device_kernels[0].root;
    f.loops[root].work_item.as_mut().unwrap().index = wrong;
    rejected(&bad, Stage::Numbered, "does not read GroupId(0)");

    let mut bad = m.clone();
    let f = &mut bad.functions[fid];
    f.loops[root].work_item = None;
    rejected(&bad, Stage::Numbered, "has no work-item index");

    // A count over a loop that does not enclose its loop: the other device kernel's root.
    let mut bad = m.clone();
    let f = &mut bad.functions[fid];
    let other = f.device_kernels[1].root;
    let count = f.device_kernels[0].launch.iter_mut().find(|d| !d.outer).unwrap();
    count.counts[0].constant = None;
    count.counts[0].over = vec![other];
    rejected(&bad, Stage::Numbered, "do not enclose it");

    let mut bad = m;
    bad.functions[fid].device_kernels.clear();
    rejected(&bad, Stage::Numbered, "outside a device kernel");
}

// ---------------------------------------------------------------------------------------------
// C lowering (`target/c`).

/// The IR of `source` after `pass` of the OpenCL pipeline (kernel template `instantiate`d when
/// given), which must report no error.
fn opencl_ir_after(source: &str, pass: &str, instantiate: Option<&str>) -> String {
    let loader = oklc_driver::MemoryLoader::new().with("c.okl", source);
    let options = oklc_driver::Options {
        mode: oklc_driver::Backend::OpenCl,
        instantiate: instantiate.into_iter().map(String::from).collect(),
        ..Default::default()
    };
    let mut session = oklc_driver::Session::new(options, &loader);
    let emit = oklc_driver::Emit::IrAfter(pass.into());
    let checked = session.check_emit(std::path::Path::new("c.okl"), Some(&emit)).unwrap();
    assert!(!checked.diagnostics.has_errors(), "{:?}", checked.diagnostics);
    checked.emitted.unwrap_or_default()
}

fn assert_contains(ir: &str, needles: &[&str]) {
    for needle in needles {
        assert!(ir.contains(needle), "`{needle}` missing from the IR:\n{ir}");
    }
}

/// `c-members`: a conversion function is a function of its own, called with the object's
/// address wherever the object converts (a local's initializer, an assignment, a cast, a
/// condition, an operand, a helper's argument, a returned value), the one to the type needed
/// where a record has several; never where a record or a deduced type is wanted. A friend defined in a class
/// template is a free function per instance, a friend operator the record's operator.
#[test]
fn c_members_call_conversion_functions_where_objects_convert() {
    let source = r#"
template <typename T>
struct Box {
  T v = T(0);
  Box() = default;
  explicit Box(T x) : v(x) {}
  operator T() const { return v; }
  friend Box operator+(Box a, Box b) { return Box(a.v + b.v); }
  friend T twiceOf(const Box &b) { return 2 * b.v; }
};
struct Flag {
  int on;
  operator bool() const { return on != 0; }
  operator int() const { return on; }
};
inline double halve(double x) { return 0.5 * x; }
inline float asFloat(Box<float> b) { return b; }
@kernel void k(const int n, double *y) {
  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {
    Box<double> b(1.5);
    Box<double> c = b + Box<double>(2.0);
    const double d = c;
    double e = 0;
    e = b;
    Flag f = {i % 2};
    if (f) e += 1.0;
    const int g = (int)f;
    auto copy = b;
    y[i] = copy.v + d + e + g + halve(c) + b * 2.0 + twiceOf(b) + asFloat(Box<float>(1.0f));
  }
}
"#;
    let ir = opencl_ir_after(source, "c-members", None);
    assert_contains(
        &ir,
        &[
            "double _occa_Box_double::operator_to_double(const _occa_Box_double *this) {",
            "bool Flag::operator_to_bool(const Flag *this) {",
            "int Flag::operator_to_int(const Flag *this) {",
            "return _occa_Box_float::operator_to_float(&b);",
            "_occa_Box_double c = operator_add(b, _occa_Box_double::Box(2.0));",
            "const double d = _occa_Box_double::operator_to_double(&c);",
            "e = _occa_Box_double::operator_to_double(&b);",
            "if (Flag::operator_to_bool(&f))",
            "const int g = (int) Flag::operator_to_int(&f);",
            "halve(_occa_Box_double::operator_to_double(&c))",
            "_occa_Box_double::operator_to_double(&b) * 2.0",
            "double twiceOf(const _occa_Box_double &b) {",
            "float twiceOf(const _occa_Box_float &b) {",
            "+ twiceOf(b) +",
            "auto copy = b;",
        ],
    );
    assert!(!ir.contains("operator T"), "{ir}");
}

/// `c-bases`: a record with a base holds the base object as its leading member `_occa_base`;
/// a plain base's fields and member functions are reached through it (`d.x`, `this->f()` and
/// a bare name inside a derived member, two levels deep), a constructor's base initializer
/// assigns it, and a derived object passed, assigned or returned where its base is taken is
/// the base object it holds. A class template base (`Reducer<Adder>`) gets a record for its
/// argument whose member functions reach the derived class through a cast of `this`;
/// `c-base-order` puts those functions after the derived record's, leaving a prototype where
/// one the derived record calls stood.
#[test]
fn c_bases_hold_the_base_object_first_and_route_inherited_members() {
    let source = r#"
struct Counter {
  int count;
  void bump(int by) { count += by; }
};
struct Named : Counter {
  int id;
  Named(int c) : Counter{c}, id(1) {}
  void reset() { count = 0; this->bump(id); }
};
struct Deep : Named {
  float extra;
  Deep() : Named(2), extra(0.5f) {}
};
inline int readCount(const Counter &c) { return c.count; }
inline Counter sliced(const Deep &d) { return d; }
template <typename Derived>
struct Reducer {
  int start() const { return Derived::seed() + static_cast<const Derived &>(*this).step(); }
};
struct Adder : Reducer<Adder> {
  int by;
  static int seed() { return 1; }
  int step() const { return by; }
  int both() const { return start() + by; }
};
@kernel void k(const int n, int *out) {
  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {
    Deep d;
    d.bump(i);
    Adder a;
    a.by = i;
    Counter c;
    c = d;
    out[i] = d.count + readCount(d) + a.both() + a.start() + c.count + sliced(d).count;
  }
}
"#;
    let members = opencl_ir_after(source, "c-members", None);
    assert_contains(
        &members,
        &[
            "struct Named {\n  Counter _occa_base;\n  int id;\n};",
            "struct Deep {\n  Named _occa_base;\n  float extra;\n};",
            "this->_occa_base = Counter{c};",
            "this->_occa_base = Named::Named(2);",
            "this->_occa_base.count = 0;",
            "Counter::bump(&this->_occa_base, this->id);",
            "Counter::bump(&d._occa_base._occa_base, i);",
            "d._occa_base._occa_base.count",
            "struct Adder {\n  _occa_Reducer_Adder _occa_base;\n  int by;\n};",
            "Adder::step(&*static_cast<const Adder *>(&*this))",
            "_occa_Reducer_Adder::start(&a._occa_base)",
        ],
    );
    let ordered = opencl_ir_after(source, "c-base-order", None);
    assert_contains(
        &ordered,
        &[
            "readCount(d._occa_base._occa_base)",
            "c = d._occa_base._occa_base;",
            "return d._occa_base._occa_base;",
        ],
    );
    let at =
        |needle: &str| ordered.find(needle).unwrap_or_else(|| panic!("`{needle}`:\n{ordered}"));
    let prototype = at("int _occa_Reducer_Adder__start(const _occa_Reducer_Adder *this);");
    let derived = at("struct Adder {");
    let caller = at("int Adder__both(const Adder *this) {");
    let definition = at("int _occa_Reducer_Adder__start(const _occa_Reducer_Adder *this) {");
    assert!(prototype < derived && derived < caller && caller < definition, "{ordered}");
}

/// OpenCL C has no virtual functions: a record declaring one is OKL0610 at the declaration;
/// so is a record with several bases, whose base oklc cannot hold as one leading member.
#[test]
fn c_unsupported_reports_virtual_functions_and_several_bases() {
    let found = |source: &str| -> Vec<(u32, String)> {
        let loader = oklc_driver::MemoryLoader::new().with("v.okl", source);
        let options =
            oklc_driver::Options { mode: oklc_driver::Backend::OpenCl, ..Default::default() };
        let mut session = oklc_driver::Session::new(options, &loader);
        let out = session.transpile(std::path::Path::new("v.okl")).expect("readable");
        out.diagnostics
            .iter()
            .map(|d| {
                let (line, _) = session.db.get(d.primary.span.file).line_col(d.primary.span.lo);
                (line, format!("{:?} {}", d.code, d.message))
            })
            .collect()
    };
    let kernel = "@kernel void k(const int n, float *out) {\n  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {\n    D q;\n    q.s = i;\n    out[i] = q.s;\n  }\n}\n";
    let virtuals = found(&format!(
        "struct D {{\n  float s;\n  virtual float area() const {{ return s; }}\n}};\n{kernel}"
    ));
    assert_eq!(virtuals.len(), 1, "{virtuals:?}");
    assert_eq!(virtuals[0].0, 3, "{virtuals:?}");
    assert!(virtuals[0].1.contains("610") && virtuals[0].1.contains("virtual"), "{virtuals:?}");
    let several = found(&format!(
        "struct A {{ float s; }};\nstruct B {{ int t; }};\nstruct D : A, B {{ int u; }};\ntemplate <typename T, int N> struct P {{ T v[N]; }};\nstruct E : P<int, 2> {{ int w; }};\n{kernel}"
    ));
    assert_eq!(several.len(), 1, "{several:?}");
    assert_eq!(several[0].0, 3, "{several:?}");
    assert!(several[0].1.contains("610") && several[0].1.contains("several"), "{several:?}");
}

/// The specialization a scoped enumeration's template argument selects is found by the
/// argument's value (`Index<L>` with `L` = `(Layout)1` is `Index<Layout::Col>`), and its
/// `static constexpr` member, also kept unlisted for constant evaluation, is no overload of
/// itself for `c-overloads`.
#[test]
fn c_templates_match_enum_arguments_to_specializations_by_value() {
    let source = r#"
enum class Layout : int { Row = 0, Col = 1 };
template <Layout L>
struct Index;
template <>
struct Index<Layout::Row> {
  static constexpr int at(int r, int c) { return 4 * r + c; }
};
template <>
struct Index<Layout::Col> {
  static constexpr int at(int r, int c) { return r + 4 * c; }
};
template <Layout L>
@kernel void k(const int n, int *y) {
  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {
    y[i] = Index<L>::at(i, 1);
  }
}
"#;
    let ir = opencl_ir_after(source, "c-overloads", Some("k<Layout::Col>"));
    assert_contains(
        &ir,
        &[
            "static constexpr int _occa_Index_1__at(int r, int c) {\n  return r + 4 * c;",
            "y[i] = _occa_Index_1__at(i, 1);",
        ],
    );
    assert!(!ir.contains("Layout_1"), "{ir}");
}

/// `c-namespaces` finds the members of an inline namespace through the enclosing namespace,
/// also by a namespace alias and a using-declaration; `c-auto` gives a function written
/// `auto f(...) -> decltype(e)` the type of its returned value.
#[test]
fn c_namespaces_and_auto_resolve_inline_namespaces_and_deduced_returns() {
    let source = r#"
namespace outer {
inline namespace v1 {
inline int three() { return 3; }
struct P { int q; };
template <typename T>
using Pair = T[2];
}
}
namespace o = outer;
using o::P;
template <typename A>
auto sq(A a) -> decltype(a * a) { return a * a; }
@kernel void k(const int n, double *y) {
  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {
    P p = {o::three()};
    o::Pair<double> two;
    two[0] = sq(0.5);
    two[1] = outer::three();
    y[i] = p.q + two[0] + two[1];
  }
}
"#;
    let ir = opencl_ir_after(source, "c-auto", None);
    assert_contains(
        &ir,
        &[
            "double _occa_sq_double(double a) {",
            "outer__v1__P p = {outer__v1__three()};",
            "double two[2];",
            "two[1] = outer__v1__three();",
        ],
    );
    assert!(!ir.contains("decltype") && !ir.contains("o::"), "{ir}");
}

/// The IR of `source` (file `name`) after pass `pass` when compiled for OpenCL, and the
/// diagnostics' messages.
fn opencl_ir_and_errors_after(name: &str, source: &str, pass: &str) -> (String, Vec<String>) {
    let loader = oklc_driver::MemoryLoader::new().with(name, source);
    let options = oklc_driver::Options { mode: oklc_driver::Backend::OpenCl, ..Default::default() };
    let mut session = oklc_driver::Session::new(options, &loader);
    let emit = oklc_driver::Emit::IrAfter(pass.into());
    let checked = session.check_emit(std::path::Path::new(name), Some(&emit)).unwrap();
    let errors = checked.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.message.clone());
    (checked.emitted.unwrap_or_default(), errors.collect())
}

/// `c-templates` copies a variadic helper per argument list: a pack becomes one parameter per
/// argument, each fold the chain of its operator in its direction (left folds from the first
/// element, right folds from the last, an initial value where the chain starts, an empty `&&`
/// fold `true`), `sizeof...` the count, a `std::make_index_sequence<N>{}` argument the values
/// `0..N` written into the copy (and left out of the call), and a recursion over the pack one
/// copy per arity, down to the non-variadic overload, each declared before its caller.
#[test]
fn c_templates_copy_variadic_helpers_per_argument_list() {
    let source = "\
#include <utility>
template <typename... Ts> inline int leftDiff(Ts... v) { return (... - v); }
template <typename... Ts> inline int rightDiff(Ts... v) { return (v - ...); }
template <typename... Ts> inline int plusInit(Ts... v) { return (100 + ... + v) * sizeof...(Ts); }
template <typename... Ts> inline bool allOf(Ts... v) { return (v && ...); }
template <typename T> inline T last(T x) { return x; }
template <typename T, typename... Ts> inline T last(T x, Ts... rest) { return last(rest...); }
template <typename T, std::size_t... K>
inline T taps(const T *row, std::index_sequence<K...>) { return (row[K] * ... * T(1)); }
template <typename A, typename B> inline A pick(A a, B) { return a; }
template <typename... Ts> inline int first(Ts... v) { return pick<Ts...>(v...); }
@kernel void k(const int n, int *out, const float *x) {
  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {
    out[i] = leftDiff(10, 3, i) + rightDiff(10, 3, i) + plusInit(i, 2) + allOf() +
             last(1, 2.0f, i) + (int)taps(&x[i], std::make_index_sequence<3>{}) + first(i, x[i]);
  }
}
";
    let (ir, errors) = opencl_ir_and_errors_after("packs.okl", source, "c-templates");
    assert!(errors.is_empty(), "{errors:?}");
    for needle in [
        "int _occa_leftDiff_int_int_int(int _occa_v_0, int _occa_v_1, int _occa_v_2)",
        "return _occa_v_0 - _occa_v_1 - _occa_v_2;",
        "return _occa_v_0 - (_occa_v_1 - _occa_v_2);",
        "return (100 + _occa_v_0 + _occa_v_1) * 2ul;",
        "bool _occa_allOf_e()",
        "return true;",
        "return row[0] * (row[1] * (row[2] * float(1)));",
        "_occa_taps_float_0_1_2(&x[",
        "_occa_last_int_float_int(1, 2.0f, i)",
        "return _occa_pick_int_float(_occa_v_0, _occa_v_1);",
    ] {
        assert!(ir.contains(needle), "`{needle}` missing from the IR after c-templates:\n{ir}");
    }
    for cpp in ["...", "template <", "std::index_sequence"] {
        assert!(!ir.contains(cpp), "`{cpp}` left in the IR after c-templates:\n{ir}");
    }
    // One copy per arity, each after the copy it calls.
    let order: Vec<usize> =
        ["_occa_last_int(int x)", "_occa_last_float_int(", "_occa_last_int_float_int("]
            .iter()
            .map(|name| ir.find(name).unwrap_or_else(|| panic!("`{name}` missing:\n{ir}")))
            .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "copies out of order:\n{ir}");
}

/// A template called with a lambda argument is written out at its call (C cannot pass a
/// lambda): its parameters become locals of a block holding its body, so `c-lambdas` lowers
/// the lambda to a helper taking what it captures; the template leaves the output.
#[test]
fn c_templates_write_out_calls_that_pass_a_lambda() {
    let source = "\
#include <utility>
template <typename F, typename... Ts>
inline void forEach(F &&f, Ts &&...v) { (f(std::forward<Ts>(v)), ...); }
@kernel void k(const int n, float *out) {
  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {
    float acc = 0.0f;
    forEach([&](float v) { acc += v; }, 1.0f, out[i]);
    out[i] = acc;
  }
}
";
    let (ir, errors) = opencl_ir_and_errors_after("each.okl", source, "c-templates");
    assert!(errors.is_empty(), "{errors:?}");
    for needle in [
        "auto _occa_f = [&](float v)",
        "float _occa_v_0 = 1.0f;",
        "_occa_f(_occa_v_0), _occa_f(_occa_v_1)",
    ] {
        assert!(ir.contains(needle), "`{needle}` missing from the IR after c-templates:\n{ir}");
    }
    assert!(!ir.contains("forEach"), "the template is left:\n{ir}");
    let (ir, _) = opencl_ir_and_errors_after("each.okl", source, "c-lambdas");
    assert!(ir.contains("_occa_k__occa_f(_occa_v_0, &acc)"), "no helper call:\n{ir}");
    assert!(!ir.contains("[&]"), "the lambda is left:\n{ir}");
}

/// A recursion that lengthens its pack never ends in C++ either (the compiler stops at its
/// instantiation depth): `c-templates` makes copies up to a bounded pack length, then leaves
/// the call to the template, and the pipeline ends.
#[test]
fn c_templates_stop_recursions_that_grow_a_pack() {
    let source = "\
template <typename... Ts> inline int grow(int d, Ts... v) { return d > 0 ? grow(d - 1, v..., d) : 0; }
@kernel void k(const int n, int *out) {
  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {
    out[i] = grow(3, i);
  }
}
";
    let (ir, _) = opencl_ir_and_errors_after("grow.okl", source, "c-templates");
    assert!(ir.contains("_occa_grow_int(int d, int _occa_v_0)"), "{ir}");
    assert!(
        ir.contains("template <typename... Ts>"),
        "the template is left for the deepest call:\n{ir}"
    );
    assert!(ir.matches("inline int _occa_grow_").count() <= 65, "{ir}");
}
