//! The `codegen` suite (see docs/testing.md): hand-built IR printed by the serial and OpenMP
//! backends and compared with golden files under `tests/data/codegen/out/`, every golden C++
//! file compiled with g++, two kernels run, and a property test proving that the printer's
//! minimal parentheses never change an expression's meaning.

use std::path::{Path, PathBuf};
use std::process::Command;

use oklc_codegen::testing::{FnBuilder, StoreBuilder, block};
use oklc_codegen::{Backend, Options, generate};
use oklc_ir::{
    AssignOp, BinaryOp as B, Builtin, CastStyle, CmpOp, Expr, ExprId, Field, Function, Global,
    Init, InitEntry, Item, Local, LocalKind, LoopKind, LoopRange, Module, NamedRef, OklStorage,
    Quals, Step, Stmt, StorageClass, StructDef, StructTag, TyKind, Typedef, UnaryOp as U, Verbatim,
};
use oklc_passes::ModuleInfo;
use oklc_span::{FileOrigin, SourceDb, Span};
use oklc_tests::{check_golden, data_dir};

fn int_lit(f: &mut FnBuilder, n: i64) -> ExprId {
    f.lit(&n.to_string())
}

fn module_of(items: Vec<Function>) -> Module {
    let mut m = Module::default();
    for f in items {
        let id = m.functions.alloc(f);
        m.items.push(Item::Function(id));
    }
    m
}

fn add_fn(m: &mut Module, f: Function) {
    let id = m.functions.alloc(f);
    m.items.push(Item::Function(id));
}

/// `for (int b = 0; b < n; b += 16; @outer) for (int t = 0; t < 16; ++t; @inner) { const int i
/// = b + t; if (i < n) { body(i) } }`
fn blocked_1d(
    f: &mut FnBuilder,
    n: ExprId,
    body: impl FnOnce(&mut FnBuilder, ExprId) -> Vec<Stmt>,
) -> Stmt {
    let b = f.loop_var("b");
    let t = f.loop_var("t");
    let int_c = f.const_builtin(Builtin::Int);
    let (lb, lt) = (f.l(b), f.l(t));
    let sum = f.bin(B::Add, lb, lt);
    let i = f.var("i", int_c, Some(sum));
    let li = f.l(i);
    let cond = f.bin(B::Lt, li, n);
    let inner_body = body(f, li);
    let if_stmt = Stmt::If { constexpr: false, cond, then: block(inner_body), els: None };
    let zero = f.lit("0");
    let sixteen = f.lit("16");
    let inner = f.simple_loop(
        LoopKind::Inner(Some(0)),
        t,
        zero,
        sixteen,
        block(vec![Stmt::Decl(i), if_stmt]),
    );
    let zero = f.lit("0");
    let step = f.lit("16");
    let range = LoopRange {
        start: zero,
        bound: n,
        cmp: CmpOp::Lt,
        iter_on_right: false,
        step: Step::Add(step),
        guard: None,
    };
    f.okl_loop(LoopKind::Outer(Some(0)), b, range, block(vec![inner]))
}

fn saxpy() -> Module {
    let mut f = FnBuilder::kernel("saxpy");
    let ci = f.const_builtin(Builtin::Int);
    let cf = f.const_builtin(Builtin::Float);
    let n = f.param("n", ci);
    let alpha = f.param("alpha", cf);
    let cf2 = f.const_builtin(Builtin::Float);
    let px = f.ptr_q(cf2, Quals::RESTRICT);
    let x = f.param("x", px);
    let fl = f.float();
    let py = f.ptr_q(fl, Quals::RESTRICT);
    let y = f.param("y", py);
    let ln = f.l(n);
    let lp = blocked_1d(&mut f, ln, |f, i| {
        let (la, lx, ly, ly2) = (f.l(alpha), f.l(x), f.l(y), f.l(y));
        let xi = f.index(lx, i);
        let yi = f.index(ly, i);
        let yi2 = f.index(ly2, i);
        let ax = f.bin(B::Mul, la, xi);
        let rhs = f.bin(B::Add, ax, yi2);
        vec![Stmt::Expr(f.assign(AssignOp::Assign, yi, rhs))]
    });
    module_of(vec![f.finish(block(vec![lp]))])
}

fn nest2d() -> Module {
    let mut f = FnBuilder::kernel("add2d");
    let ci = f.const_builtin(Builtin::Int);
    let nx = f.param("nx", ci);
    let ny = f.param("ny", ci);
    let cf = f.const_builtin(Builtin::Float);
    let pa = f.ptr(cf);
    let a = f.param("a", pa);
    let fl = f.float();
    let pb = f.ptr(fl);
    let b = f.param("b", pb);
    let (by, bx, ty, tx) = (f.loop_var("by"), f.loop_var("bx"), f.loop_var("ty"), f.loop_var("tx"));
    // Index: (by * 8 + ty) * nx + bx * 8 + tx
    let (lby, lty, lbx, ltx, lnx) = (f.l(by), f.l(ty), f.l(bx), f.l(tx), f.l(nx));
    let eight = f.lit("8");
    let row0 = f.bin(B::Mul, lby, eight);
    let row = f.bin(B::Add, row0, lty);
    let eight = f.lit("8");
    let col0 = f.bin(B::Mul, lbx, eight);
    let col = f.bin(B::Add, col0, ltx);
    let int_c = f.const_builtin(Builtin::Int);
    let r = f.var("row", int_c, Some(row));
    let c = f.var("col", int_c, Some(col));
    let (lr, lc) = (f.l(r), f.l(c));
    let rn = f.bin(B::Mul, lr, lnx);
    let idx = f.bin(B::Add, rn, lc);
    let (la, lb) = (f.l(a), f.l(b));
    let ai = f.index(la, idx);
    let idx2 = f.e(Expr::Binary { op: B::Add, lhs: rn, rhs: lc });
    let bi = f.index(lb, idx2);
    let upd = f.assign(AssignOp::Add, bi, ai);
    let (lr, lc, lnx, lny) = (f.l(r), f.l(c), f.l(nx), f.l(ny));
    let c1 = f.bin(B::Lt, lr, lny);
    let c2 = f.bin(B::Lt, lc, lnx);
    let cond = f.bin(B::And, c1, c2);
    let body = block(vec![
        Stmt::Decl(r),
        Stmt::Decl(c),
        Stmt::If { constexpr: false, cond, then: block(vec![Stmt::Expr(upd)]), els: None },
    ]);
    let (z, e) = (f.lit("0"), f.lit("8"));
    let inner_x = f.simple_loop(LoopKind::Inner(Some(0)), tx, z, e, body);
    let (z, e) = (f.lit("0"), f.lit("8"));
    let inner_y = f.simple_loop(LoopKind::Inner(Some(1)), ty, z, e, block(vec![inner_x]));
    // Outer bounds: (nx + 7) / 8
    let (lnx, lny) = (f.l(nx), f.l(ny));
    let seven = f.lit("7");
    let sx = f.bin(B::Add, lnx, seven);
    let eight = f.lit("8");
    let gx = f.bin(B::Div, sx, eight);
    let seven = f.lit("7");
    let sy = f.bin(B::Add, lny, seven);
    let eight = f.lit("8");
    let gy = f.bin(B::Div, sy, eight);
    let z = f.lit("0");
    let outer_x = f.simple_loop(LoopKind::Outer(Some(0)), bx, z, gx, block(vec![inner_y]));
    let z = f.lit("0");
    let outer_y = f.simple_loop(LoopKind::Outer(Some(1)), by, z, gy, block(vec![outer_x]));
    module_of(vec![f.finish(block(vec![outer_y]))])
}

/// Decreasing, `+= s`, `-= 2`, postfix and iterator-on-right loop headers.
fn loop_forms() -> Module {
    let mut f = FnBuilder::kernel("loop_forms");
    let ci = f.const_builtin(Builtin::Int);
    let n = f.param("n", ci);
    let s = f.param("s", ci);
    let ip = f.int();
    let pout = f.ptr(ip);
    let out = f.param("out", pout);
    let (i, j, k, m) = (f.loop_var("i"), f.loop_var("j"), f.loop_var("k"), f.loop_var("m"));
    let mk_upd = |f: &mut FnBuilder, a: ExprId, b: ExprId| {
        let lo = f.l(out);
        let idx = f.bin(B::Add, a, b);
        let o = f.index(lo, idx);
        let one = f.lit("1");
        Stmt::Expr(f.assign(AssignOp::Add, o, one))
    };
    // for (int m = 0; 4 > m; m++)  @inner, iterator on the right, postfix
    let (lk, lm) = (f.l(k), f.l(m));
    let upd = mk_upd(&mut f, lk, lm);
    let (z, four) = (f.lit("0"), f.lit("4"));
    let r = LoopRange {
        start: z,
        bound: four,
        cmp: CmpOp::Lt,
        iter_on_right: true,
        step: Step::Inc { post: true },
        guard: None,
    };
    let l4 = f.okl_loop(LoopKind::Inner(Some(0)), m, r, block(vec![upd]));
    // for (int k = 10; k > 0; k -= 2) regular (tile-block style) loop
    let (ten, z) = (f.lit("10"), f.lit("0"));
    let two = f.lit("2");
    let r = LoopRange {
        start: ten,
        bound: z,
        cmp: CmpOp::Gt,
        iter_on_right: false,
        step: Step::Sub(two),
        guard: None,
    };
    let l3 = f.okl_loop(LoopKind::Regular, k, r, block(vec![l4]));
    // for (int j = 0; j < n; j += s) @inner(1)
    let (z, ln, ls) = (f.lit("0"), f.l(n), f.l(s));
    let r = LoopRange {
        start: z,
        bound: ln,
        cmp: CmpOp::Lt,
        iter_on_right: false,
        step: Step::Add(ls),
        guard: None,
    };
    let (li, lj) = (f.l(i), f.l(j));
    let upd2 = mk_upd(&mut f, li, lj);
    let l2 = f.okl_loop(LoopKind::Inner(Some(1)), j, r, block(vec![upd2, l3]));
    // for (int i = n - 1; i >= 0; --i) @outer
    let ln = f.l(n);
    let one = f.lit("1");
    let start = f.bin(B::Sub, ln, one);
    let z = f.lit("0");
    let r = LoopRange {
        start,
        bound: z,
        cmp: CmpOp::Ge,
        iter_on_right: false,
        step: Step::Dec { post: false },
        guard: None,
    };
    let l1 = f.okl_loop(LoopKind::Outer(Some(0)), i, r, block(vec![l2]));
    // A second top-level @outer loop, `n >= i` with the iterator on the right and `i++`.
    let i2 = f.loop_var("i");
    let (z, ln) = (f.lit("0"), f.l(n));
    let r = LoopRange {
        start: z,
        bound: ln,
        cmp: CmpOp::Le,
        iter_on_right: true,
        step: Step::Inc { post: true },
        guard: None,
    };
    let (li2, z) = (f.l(i2), f.lit("0"));
    let upd3 = mk_upd(&mut f, li2, z);
    let l5 = f.okl_loop(LoopKind::Outer(Some(0)), i2, r, block(vec![upd3]));
    module_of(vec![f.finish(block(vec![l1, l5]))])
}

/// A kernel with `@exclusive` state after the host lowering of `@exclusive`.
fn exclusive() -> Module {
    let mut m = Module::default();
    let fl = m.store.float();
    let anon = m.structs.alloc(StructDef {
        tag: StructTag::Struct,
        name: None,
        fields: vec![
            Field { name: "x".into(), ty: fl, bit_width: None, global_ptr: false, default: None },
            Field { name: "y".into(), ty: fl, bit_width: None, global_ptr: false, default: None },
        ],
        verbatim_members: vec![],
        mutating_methods: Vec::new(),
        template_header: None,
        bases: None,
        is_forward: false,
        copy_blocker: None,
        span: Span::default(),
    });
    let st = m.store.named("", NamedRef::Struct(anon));
    let td = m.typedefs.alloc(Typedef {
        name: "pt_t".into(),
        ty: st,
        is_using: false,
        span: Span::default(),
    });
    // The anonymous struct as its own item is printed once, inline in the typedef.
    m.items.push(Item::Struct(anon));
    m.items.push(Item::Typedef(td));

    let mut f = FnBuilder::kernel("scale");
    let ci = f.const_builtin(Builtin::Int);
    let n = f.param("n", ci);
    let pt = f.named("pt_t", NamedRef::Typedef(td));
    let p = f.param("p", pt);
    let fl = f.float();
    let pv = f.ptr(fl);
    let v = f.param("v", pv);
    let (b, t) = (f.loop_var("b"), f.loop_var("t"));
    let it = f.int();
    let xi = f.local_with(Local::new(
        "_occa_exclusive_index",
        it,
        LocalKind::Synthetic,
        Span::default(),
    ));
    let fl = f.float();
    let sixteen = f.lit("16");
    let arr = f.array(fl, Some(sixteen));
    let mut r_local = Local::new("r", arr, LocalKind::Var, Span::default());
    r_local.storage = OklStorage::Exclusive;
    let r = f.local_with(r_local);
    let (lr, lx) = (f.l(r), f.l(xi));
    let rx = f.index(lr, lx);
    let (lv, lb, lt) = (f.l(v), f.l(b), f.l(t));
    let bt = f.bin(B::Add, lb, lt);
    let vbt = f.index(lv, bt);
    let s1 = f.assign(AssignOp::Assign, rx, vbt);
    let (lv, lb, lt, lr, lx, lp) = (f.l(v), f.l(b), f.l(t), f.l(r), f.l(xi), f.l(p));
    let bt = f.bin(B::Add, lb, lt);
    let vbt = f.index(lv, bt);
    let rx = f.index(lr, lx);
    let px = f.member(lp, "x");
    let prod = f.bin(B::Mul, rx, px);
    let s2 = f.assign(AssignOp::Assign, vbt, prod);
    let lx = f.l(xi);
    let s3 = f.un(U::PreInc, lx);
    let (z, sixteen) = (f.lit("0"), f.lit("16"));
    let inner = f.simple_loop(
        LoopKind::Inner(Some(0)),
        t,
        z,
        sixteen,
        block(vec![Stmt::Expr(s1), Stmt::Expr(s2), Stmt::Expr(s3)]),
    );
    let (lx, z) = (f.l(xi), f.lit("0"));
    let reset = f.assign(AssignOp::Assign, lx, z);
    let (z, ln, step) = (f.lit("0"), f.l(n), f.lit("16"));
    let range = LoopRange {
        start: z,
        bound: ln,
        cmp: CmpOp::Lt,
        iter_on_right: false,
        step: Step::Add(step),
        guard: None,
    };
    let outer = f.okl_loop(
        LoopKind::Outer(Some(0)),
        b,
        range,
        block(vec![Stmt::Decl(xi), Stmt::Decl(r), Stmt::Expr(reset), inner]),
    );
    add_fn(&mut m, f.finish(block(vec![outer])));
    m
}

/// `@shared` memory and barriers (host backends print neither qualifier nor barrier).
fn shared() -> Module {
    let mut f = FnBuilder::kernel("reverse64");
    let cf = f.const_builtin(Builtin::Float);
    let pin = f.ptr(cf);
    let input = f.param("in", pin);
    let fl = f.float();
    let pout = f.ptr(fl);
    let out = f.param("out", pout);
    let (g, t, t2) = (f.loop_var("g"), f.loop_var("t"), f.loop_var("t"));
    let fl = f.float();
    let sz = f.lit("64");
    let arr = f.array(fl, Some(sz));
    let mut s_local = Local::new("s", arr, LocalKind::Var, Span::default());
    s_local.storage = OklStorage::Shared;
    let s = f.local_with(s_local);
    // s[t] = in[g * 64 + t];
    let (ls, lt, li, lg) = (f.l(s), f.l(t), f.l(input), f.l(g));
    let st = f.index(ls, lt);
    let c64 = f.lit("64");
    let g64 = f.bin(B::Mul, lg, c64);
    let idx = f.bin(B::Add, g64, lt);
    let inv = f.index(li, idx);
    let s1 = f.assign(AssignOp::Assign, st, inv);
    let (z, c64) = (f.lit("0"), f.lit("64"));
    let in1 = f.simple_loop(LoopKind::Inner(Some(0)), t, z, c64, block(vec![Stmt::Expr(s1)]));
    // out[g * 64 + t] = s[63 - t];
    let (ls, lt, lo, lg) = (f.l(s), f.l(t2), f.l(out), f.l(g));
    let c63 = f.lit("63");
    let rev = f.bin(B::Sub, c63, lt);
    let srev = f.index(ls, rev);
    let c64 = f.lit("64");
    let g64 = f.bin(B::Mul, lg, c64);
    let idx = f.bin(B::Add, g64, lt);
    let ov = f.index(lo, idx);
    let s2 = f.assign(AssignOp::Assign, ov, srev);
    let (z, c64) = (f.lit("0"), f.lit("64"));
    let in2 = f.simple_loop(LoopKind::Inner(Some(0)), t2, z, c64, block(vec![Stmt::Expr(s2)]));
    let (z, four) = (f.lit("0"), f.lit("4"));
    let outer = f.simple_loop(
        LoopKind::Outer(Some(0)),
        g,
        z,
        four,
        block(vec![
            Stmt::Decl(s),
            in1,
            Stmt::Barrier { kind: oklc_ir::BarrierKind::Group, implicit: true },
            in2,
            Stmt::Barrier { kind: oklc_ir::BarrierKind::Warp, implicit: false },
        ]),
    );
    module_of(vec![f.finish(block(vec![outer]))])
}

/// One `@atomic` of every class; also run under OpenMP by the execution test.
fn atomics() -> Module {
    let mut f = FnBuilder::kernel("atomics");
    let ci = f.const_builtin(Builtin::Int);
    let n = f.param("n", ci);
    let cint = f.const_builtin(Builtin::Int);
    let pv = f.ptr(cint);
    let v = f.param("v", pv);
    let it = f.int();
    let pacc = f.ptr(it);
    let acc = f.param("acc", pacc);
    let ln = f.l(n);
    let lp = blocked_1d(&mut f, ln, |f, i| {
        let mut out = Vec::new();
        let a = |f: &mut FnBuilder, k: i64| {
            let la = f.l(acc);
            let kk = int_lit(f, k);
            f.index(la, kk)
        };
        let vi = |f: &mut FnBuilder| {
            let lv = f.l(v);
            f.index(lv, i)
        };
        let at = |e: ExprId| Stmt::Atomic(block(vec![Stmt::Expr(e)]));
        // acc[0] += v[i]
        let (x, y) = (a(f, 0), vi(f));
        out.push(at(f.assign(AssignOp::Add, x, y)));
        // ++acc[1]
        let x = a(f, 1);
        out.push(at(f.un(U::PreInc, x)));
        // acc[2]--
        let x = a(f, 2);
        out.push(at(f.un(U::PostDec, x)));
        // acc[3] = acc[3] + v[i]
        let (x, x2, y) = (a(f, 3), a(f, 3), vi(f));
        let sum = f.bin(B::Add, x2, y);
        out.push(at(f.assign(AssignOp::Assign, x, sum)));
        // acc[4] = v[i] ^ acc[4]
        let (x, x2, y) = (a(f, 4), a(f, 4), vi(f));
        let xr = f.bin(B::BitXor, y, x2);
        out.push(at(f.assign(AssignOp::Assign, x, xr)));
        // acc[5] |= v[i]
        let (x, y) = (a(f, 5), vi(f));
        out.push(at(f.assign(AssignOp::BitOr, x, y)));
        // acc[6] = acc[6] > v[i] ? acc[6] : v[i]  (critical)
        let (x, x2, x3, y, y2) = (a(f, 6), a(f, 6), a(f, 6), vi(f), vi(f));
        let gt = f.bin(B::Gt, x2, y);
        let mx = f.cond(gt, x3, y2);
        out.push(at(f.assign(AssignOp::Assign, x, mx)));
        // { acc[7] += 1; acc[8] += 2; }  (critical)
        let (x, one, x2, two) = (a(f, 7), f.lit("1"), a(f, 8), f.lit("2"));
        let e1 = f.assign(AssignOp::Add, x, one);
        let e2 = f.assign(AssignOp::Add, x2, two);
        out.push(Stmt::Atomic(block(vec![Stmt::Expr(e1), Stmt::Expr(e2)])));
        // acc[9] += acc[10]  (critical: reads the same array)
        let (x, y) = (a(f, 9), a(f, 10));
        out.push(at(f.assign(AssignOp::Add, x, y)));
        // acc[11] %= 7  (critical: OpenMP has no atomic %=)
        let (x, seven) = (a(f, 11), f.lit("7"));
        out.push(at(f.assign(AssignOp::Rem, x, seven)));
        // acc[12] = v[i]  (critical: a plain write)
        let (x, y) = (a(f, 12), vi(f));
        out.push(at(f.assign(AssignOp::Assign, x, y)));
        out
    });
    module_of(vec![f.finish(block(vec![lp]))])
}

/// Module-level declarations, declarators and parameter conventions.
fn decls() -> Module {
    let mut m = Module::default();
    m.items.push(Item::Directive("#include <cmath>".into()));
    m.items.push(Item::Directive("#include <cstddef>".into()));
    m.items.push(Item::Verbatim(Verbatim::plain("struct float4 {\n  float x, y, z, w;\n};")));
    // const float w[3] = {0.25f, 0.5f, 0.25f};
    let cf = m.store.const_builtin(Builtin::Float);
    let three = m.store.lit("3");
    let wt = m.store.array(cf, Some(three));
    let vals: Vec<InitEntry> = ["0.25f", "0.5f", "0.25f"]
        .iter()
        .map(|v| InitEntry { designators: vec![], value: m.store.lit(v) })
        .collect();
    let init = m.store.e(Expr::InitList(vals));
    let w = m.globals.alloc(Global {
        name: "w".into(),
        ty: wt,
        class: StorageClass::default(),
        init: Some(Init::Assign(init)),
        dim: None,
        span: Span::default(),
    });
    m.items.push(Item::Global(w));
    // static const int lut[2][3] = {{1, 2, 3}, {4, 5, 6}};
    let ci = m.store.const_builtin(Builtin::Int);
    let (two, three) = (m.store.lit("2"), m.store.lit("3"));
    let inner = m.store.array(ci, Some(three));
    let lut_t = m.store.array(inner, Some(two));
    let rows: Vec<InitEntry> = [["1", "2", "3"], ["4", "5", "6"]]
        .iter()
        .map(|row| {
            let entries = row
                .iter()
                .map(|v| InitEntry { designators: vec![], value: m.store.lit(v) })
                .collect();
            InitEntry { designators: vec![], value: m.store.e(Expr::InitList(entries)) }
        })
        .collect();
    let init = m.store.e(Expr::InitList(rows));
    let class = StorageClass { is_static: true, ..StorageClass::default() };
    let lut = m.globals.alloc(Global {
        name: "lut".into(),
        ty: lut_t,
        class,
        init: Some(Init::Assign(init)),
        dim: None,
        span: Span::default(),
    });
    m.items.push(Item::Global(lut));
    // struct particle { float pos[3]; float mass; int *ids; };
    let (fl, three) = (m.store.float(), m.store.lit("3"));
    let pos_t = m.store.array(fl, Some(three));
    let it = m.store.int();
    let pids = m.store.ptr(it);
    let particle = m.structs.alloc(StructDef {
        tag: StructTag::Struct,
        name: Some("particle".into()),
        fields: vec![
            Field {
                name: "pos".into(),
                ty: pos_t,
                bit_width: None,
                global_ptr: false,
                default: None,
            },
            Field {
                name: "mass".into(),
                ty: fl,
                bit_width: None,
                global_ptr: false,
                default: None,
            },
            Field {
                name: "ids".into(),
                ty: pids,
                bit_width: None,
                global_ptr: false,
                default: None,
            },
        ],
        // With a member oklc does not model, every member is kept as text, in order.
        verbatim_members: vec![
            Verbatim::plain("float pos[3];"),
            Verbatim::plain("float mass;"),
            Verbatim::plain("int *ids;"),
            Verbatim::plain("float weight() const { return mass * 2.0f; }"),
        ],
        mutating_methods: Vec::new(),
        template_header: None,
        bases: None,
        is_forward: false,
        copy_blocker: None,
        span: Span::default(),
    });
    m.items.push(Item::Struct(particle));
    // enum mode { ADD, SUB = 4 };
    let four = m.store.lit("4");
    let mode = m.enums.alloc(oklc_ir::EnumDef {
        name: Some("mode".into()),
        scoped: false,
        underlying: None,
        enumerators: vec![("ADD".into(), None), ("SUB".into(), Some(four))],
        span: Span::default(),
    });
    m.items.push(Item::Enum(mode));
    // typedef float *fptr;  typedef float (*unary_fn)(float);  using uint = unsigned int;
    let fl = m.store.float();
    let fp = m.store.ptr(fl);
    let fptr = m.typedefs.alloc(Typedef {
        name: "fptr".into(),
        ty: fp,
        is_using: false,
        span: Span::default(),
    });
    m.items.push(Item::Typedef(fptr));
    let fnt = StoreBuilder::ty(
        &mut m.store,
        TyKind::Function { ret: fl, params: vec![fl], variadic: false },
    );
    let pfn = m.store.ptr(fnt);
    let unary = m.typedefs.alloc(Typedef {
        name: "unary_fn".into(),
        ty: pfn,
        is_using: false,
        span: Span::default(),
    });
    m.items.push(Item::Typedef(unary));
    let ui = m.store.builtin(Builtin::UInt);
    let uint = m.typedefs.alloc(Typedef {
        name: "uint_t".into(),
        ty: ui,
        is_using: true,
        span: Span::default(),
    });
    m.items.push(Item::Typedef(uint));

    // template <class T> T twice(T v) { return v + v; }
    let mut h = FnBuilder::helper("twice");
    h.f.template_header = Some("template <class T>".into());
    let tt = h.named("T", NamedRef::Opaque);
    h.f.ret = tt;
    let tt = h.named("T", NamedRef::Opaque);
    let v = h.param("v", tt);
    let (a, b) = (h.l(v), h.l(v));
    let sum = h.bin(B::Add, a, b);
    let twice = h.finish(block(vec![Stmt::Return(Some(sum))]));
    add_fn(&mut m, twice);

    // static inline float tap(const float *x, int i) { return w[0] * x[i - 1] + ...; }
    let mut h = FnBuilder::helper("tap");
    h.f.specs.is_static = true;
    h.f.specs.is_inline = true;
    h.f.ret = h.float();
    let cf = h.const_builtin(Builtin::Float);
    let px = h.ptr(cf);
    let x = h.param("x", px);
    let it = h.int();
    let i = h.param("i", it);
    let mut terms = Vec::new();
    for (k, off) in [(0, -1i64), (1, 0), (2, 1)] {
        let gw = h.e(Expr::Global(w));
        let kk = int_lit(&mut h, k);
        let wk = h.index(gw, kk);
        let (lx, li) = (h.l(x), h.l(i));
        let idx = match off {
            0 => li,
            o => {
                let one = h.lit("1");
                h.bin(if o < 0 { B::Sub } else { B::Add }, li, one)
            }
        };
        let xv = h.index(lx, idx);
        terms.push(h.bin(B::Mul, wk, xv));
    }
    let s01 = h.bin(B::Add, terms[0], terms[1]);
    let sum = h.bin(B::Add, s01, terms[2]);
    let tap = h.finish(block(vec![Stmt::Return(Some(sum))]));
    add_fn(&mut m, tap);

    // float *first(float *const p, float (*f)(float));   (a prototype)
    let mut h = FnBuilder::helper("apply_first");
    let fl = h.float();
    h.f.ret = h.ptr(fl);
    let fl = h.float();
    let pc = h.ptr_q(fl, Quals::CONST);
    h.param("p", pc);
    let fl = h.float();
    let fnt = h.ty(TyKind::Function { ret: fl, params: vec![fl], variadic: false });
    let pf = h.ptr(fnt);
    h.param("f", pf);
    add_fn(&mut m, h.f);

    // The kernel.
    let mut f = FnBuilder::kernel("decls");
    let pt = f.named("particle", NamedRef::Struct(particle));
    let pp = f.ptr(pt);
    let parts = f.param("parts", pp);
    let md = f.named("mode", NamedRef::Enum(mode));
    let mode_p = f.param("how", md);
    let fpt = f.ty_q(
        TyKind::Named { name: "fptr".into(), refers: NamedRef::Typedef(fptr), keyword: None },
        Quals::CONST,
    );
    let out = f.param("out", fpt);
    let szt = f.named("size_t", NamedRef::Opaque);
    let count = f.param("count", szt);
    let ul = f.builtin(Builtin::ULong);
    f.param("seed", ul);
    let ut = f.named("uint_t", NamedRef::Typedef(uint));
    f.param("flags", ut);
    let f4 = f.named("float4", NamedRef::Opaque);
    let pf4 = f.ptr(f4);
    f.param("vecs", pf4);
    let ci = f.const_builtin(Builtin::Int);
    let four = f.lit("4");
    let arr = f.array(ci, Some(four));
    f.param("coef", arr);
    let it = f.int();
    let mut hidden = Local::new("_occa_hidden", it, LocalKind::Param(8), Span::default());
    hidden.implicit_arg = true;
    let hid = f.local_with(hidden);
    f.f.params.push(hid);
    let k = f.loop_var("k");
    // float *const dst = out + k;
    let fl = f.float();
    let pc = f.ptr_q(fl, Quals::CONST);
    let (lo, lk) = (f.l(out), f.l(k));
    let sum = f.bin(B::Add, lo, lk);
    let dst = f.var("dst", pc, Some(sum));
    // *dst = how == SUB ? -tap(parts[k].pos, 1) : twice<float>(parts[k].mass) + sqrtf(lut[1][2]);
    let (lh, sub) = (f.l(mode_p), f.name("SUB"));
    let is_sub = f.bin(B::Eq, lh, sub);
    let (lp, lk) = (f.l(parts), f.l(k));
    let pk = f.index(lp, lk);
    let pos = f.member(pk, "pos");
    let one = f.lit("1");
    let tap_call = f.call("tap", vec![pos, one]);
    let neg = f.un(U::Neg, tap_call);
    let (lp, lk) = (f.l(parts), f.l(k));
    let pk = f.index(lp, lk);
    let mass = f.member(pk, "mass");
    let tw = f.call("twice<float>", vec![mass]);
    let g = f.e(Expr::Global(lut));
    let (one, two) = (f.lit("1"), f.lit("2"));
    let l1 = f.index(g, one);
    let l12 = f.index(l1, two);
    let fl = f.float();
    let cast = f.e(Expr::Cast { style: CastStyle::Static, ty: fl, arg: l12 });
    let sq = f.call("std::sqrt", vec![cast]);
    let plus = f.bin(B::Add, tw, sq);
    let val = f.cond(is_sub, neg, plus);
    let ld = f.l(dst);
    let deref = f.un(U::Deref, ld);
    let st = f.assign(AssignOp::Assign, deref, val);
    let (z, lc) = (f.lit("0"), f.l(count));
    let it = f.int();
    let bound = f.e(Expr::Cast { style: CastStyle::Functional, ty: it, arg: lc });
    let lp = f.simple_loop(
        LoopKind::Outer(Some(0)),
        k,
        z,
        bound,
        block(vec![Stmt::Decl(dst), Stmt::Expr(st)]),
    );
    add_fn(&mut m, f.finish(block(vec![lp])));
    m
}

/// Pragmas, general control flow and non-OKL `for` loops inside a helper and a kernel.
fn control() -> Module {
    let mut f = FnBuilder::kernel("control");
    let ci = f.const_builtin(Builtin::Int);
    let n = f.param("n", ci);
    let it = f.int();
    let pa = f.ptr(it);
    let a = f.param("a", pa);
    let g = f.loop_var("g");
    // for (int j = 0, k = n; j < k; ++j, --k) { a[j] += k; }
    let it = f.int();
    let z = f.lit("0");
    let j = f.var("j", it, Some(z));
    let ln = f.l(n);
    let k = f.var("k", it, Some(ln));
    let (lj, lk) = (f.l(j), f.l(k));
    let cond = f.bin(B::Lt, lj, lk);
    let (lj, lk) = (f.l(j), f.l(k));
    let incj = f.un(U::PreInc, lj);
    let deck = f.un(U::PreDec, lk);
    let step = f.bin(B::Comma, incj, deck);
    let (la, lj, lk) = (f.l(a), f.l(j), f.l(k));
    let aj = f.index(la, lj);
    let body = f.assign(AssignOp::Add, aj, lk);
    let for1 = Stmt::For {
        init: Box::new(block(vec![Stmt::Decl(j), Stmt::Decl(k)])),
        cond: Some(cond),
        step: Some(step),
        body: Box::new(block(vec![Stmt::Expr(body)])),
    };
    // while (x > 1) { if (x % 2 == 0) { x /= 2; } else if (x == 3) { break; } else { x = 3 * x + 1; } }
    let it = f.int();
    let (la, lg) = (f.l(a), f.l(g));
    let ag = f.index(la, lg);
    let x = f.var("x", it, Some(ag));
    let (lx, one) = (f.l(x), f.lit("1"));
    let wcond = f.bin(B::Gt, lx, one);
    let (lx, two, z) = (f.l(x), f.lit("2"), f.lit("0"));
    let rem = f.bin(B::Rem, lx, two);
    let even = f.bin(B::Eq, rem, z);
    let (lx, two) = (f.l(x), f.lit("2"));
    let half = f.assign(AssignOp::Div, lx, two);
    let (lx, three) = (f.l(x), f.lit("3"));
    let is3 = f.bin(B::Eq, lx, three);
    let (lx, lx2, three, one) = (f.l(x), f.l(x), f.lit("3"), f.lit("1"));
    let tx = f.bin(B::Mul, three, lx2);
    let tx1 = f.bin(B::Add, tx, one);
    let odd = f.assign(AssignOp::Assign, lx, tx1);
    let ifs = Stmt::If {
        constexpr: false,
        cond: even,
        then: block(vec![Stmt::Expr(half)]),
        els: Some(Box::new(block(vec![Stmt::If {
            constexpr: false,
            cond: is3,
            then: block(vec![Stmt::Break]),
            els: Some(Box::new(block(vec![Stmt::Expr(odd)]))),
        }]))),
    };
    let wh = Stmt::While { cond: wcond, body: block(vec![ifs]) };
    // switch (x) { case 1: a[g] = 0; break; default: a[g] = x; }
    let (la, lg, z) = (f.l(a), f.l(g), f.lit("0"));
    let ag = f.index(la, lg);
    let set0 = f.assign(AssignOp::Assign, ag, z);
    let (la, lg, lx) = (f.l(a), f.l(g), f.l(x));
    let ag = f.index(la, lg);
    let setx = f.assign(AssignOp::Assign, ag, lx);
    let (lx, one) = (f.l(x), f.lit("1"));
    let sw = Stmt::Switch {
        cond: lx,
        body: block(vec![
            Stmt::Case(one),
            Stmt::Expr(set0),
            Stmt::Break,
            Stmt::Default,
            Stmt::Expr(setx),
        ]),
    };
    // do { x--; } while (x > 0);
    let lx = f.l(x);
    let dec = f.un(U::PostDec, lx);
    let (lx, z) = (f.l(x), f.lit("0"));
    let dcond = f.bin(B::Gt, lx, z);
    let dw = Stmt::DoWhile { body: block(vec![Stmt::Expr(dec)]), cond: dcond };
    let (z, ln) = (f.lit("0"), f.l(n));
    let outer = f.simple_loop(
        LoopKind::Outer(Some(0)),
        g,
        z,
        ln,
        block(vec![Stmt::Decl(x), wh, sw, dw, Stmt::Empty]),
    );
    let body = block(vec![Stmt::Directive("#pragma GCC unroll 4".into()), for1, outer]);
    module_of(vec![f.finish(body)])
}

/// Expressions whose printing needs care with precedence and token gluing.
fn precedence() -> Module {
    let mut f = FnBuilder::kernel("precedence");
    let it = f.int();
    let pout = f.ptr(it);
    let out = f.param("out", pout);
    let ci = f.const_builtin(Builtin::Int);
    let (a, b, c) = (f.param("a", ci), f.param("b", ci), f.param("c", ci));
    let it = f.int();
    let z = f.lit("0");
    let x = f.var("x", it, Some(z));
    let z = f.lit("0");
    let y = f.var("y", it, Some(z));
    let mut stmts = vec![Stmt::Decl(x), Stmt::Decl(y)];
    let mut k = 0;
    let mut emit = |f: &mut FnBuilder, e: ExprId, stmts: &mut Vec<Stmt>| {
        let lo = f.l(out);
        let kk = int_lit(f, k);
        k += 1;
        let o = f.index(lo, kk);
        stmts.push(Stmt::Expr(f.assign(AssignOp::Assign, o, e)));
    };
    let (la, lb, lc) = (f.l(a), f.l(b), f.l(c));
    // a - (b - c)
    let bc = f.bin(B::Sub, lb, lc);
    let e = f.bin(B::Sub, la, bc);
    emit(&mut f, e, &mut stmts);
    // a - -b
    let (la, lb) = (f.l(a), f.l(b));
    let nb = f.un(U::Neg, lb);
    let e = f.bin(B::Sub, la, nb);
    emit(&mut f, e, &mut stmts);
    // -(-a)
    let la = f.l(a);
    let na = f.un(U::Neg, la);
    let e = f.un(U::Neg, na);
    emit(&mut f, e, &mut stmts);
    // (a + b) * c
    let (la, lb, lc) = (f.l(a), f.l(b), f.l(c));
    let ab = f.bin(B::Add, la, lb);
    let e = f.bin(B::Mul, ab, lc);
    emit(&mut f, e, &mut stmts);
    // a / b * c  and a / (b * c)
    let (la, lb, lc) = (f.l(a), f.l(b), f.l(c));
    let ab = f.bin(B::Div, la, lb);
    let e = f.bin(B::Mul, ab, lc);
    emit(&mut f, e, &mut stmts);
    let (la, lb, lc) = (f.l(a), f.l(b), f.l(c));
    let bc = f.bin(B::Mul, lb, lc);
    let e = f.bin(B::Div, la, bc);
    emit(&mut f, e, &mut stmts);
    // (a ? b : c) ? a : b
    let (la, lb, lc) = (f.l(a), f.l(b), f.l(c));
    let t = f.cond(la, lb, lc);
    let (la, lb) = (f.l(a), f.l(b));
    let e = f.cond(t, la, lb);
    emit(&mut f, e, &mut stmts);
    // a ? b : c ? a : b
    let (la, lb, lc) = (f.l(a), f.l(b), f.l(c));
    let (la2, lb2) = (f.l(a), f.l(b));
    let t = f.cond(lc, la2, lb2);
    let e = f.cond(la, lb, t);
    emit(&mut f, e, &mut stmts);
    // a << (b + c)  (clarifying parentheses), a + (b << c)
    let (la, lb, lc) = (f.l(a), f.l(b), f.l(c));
    let bc = f.bin(B::Add, lb, lc);
    let e = f.bin(B::Shl, la, bc);
    emit(&mut f, e, &mut stmts);
    let (la, lb, lc) = (f.l(a), f.l(b), f.l(c));
    let bc = f.bin(B::Shl, lb, lc);
    let e = f.bin(B::Add, la, bc);
    emit(&mut f, e, &mut stmts);
    // (a || b) && c, a || (b && c)
    let (la, lb, lc) = (f.l(a), f.l(b), f.l(c));
    let ab = f.bin(B::Or, la, lb);
    let e = f.bin(B::And, ab, lc);
    emit(&mut f, e, &mut stmts);
    let (la, lb, lc) = (f.l(a), f.l(b), f.l(c));
    let bc = f.bin(B::And, lb, lc);
    let e = f.bin(B::Or, la, bc);
    emit(&mut f, e, &mut stmts);
    // !(a == b), (!a) == b, a & (b == c)
    let (la, lb) = (f.l(a), f.l(b));
    let eq = f.bin(B::Eq, la, lb);
    let e = f.un(U::Not, eq);
    emit(&mut f, e, &mut stmts);
    let (la, lb) = (f.l(a), f.l(b));
    let na = f.un(U::Not, la);
    let e = f.bin(B::Eq, na, lb);
    emit(&mut f, e, &mut stmts);
    let (la, lb, lc) = (f.l(a), f.l(b), f.l(c));
    let eq = f.bin(B::Eq, lb, lc);
    let e = f.bin(B::BitAnd, la, eq);
    emit(&mut f, e, &mut stmts);
    // (int)-a, (unsigned int)(a + b), sizeof(float), sizeof(a + b)
    let la = f.l(a);
    let na = f.un(U::Neg, la);
    let it = f.int();
    let e = f.e(Expr::Cast { style: CastStyle::C, ty: it, arg: na });
    emit(&mut f, e, &mut stmts);
    let (la, lb) = (f.l(a), f.l(b));
    let ab = f.bin(B::Add, la, lb);
    let ui = f.builtin(Builtin::UInt);
    let cast = f.e(Expr::Cast { style: CastStyle::Functional, ty: ui, arg: ab });
    let it = f.int();
    let e = f.e(Expr::Cast { style: CastStyle::C, ty: it, arg: cast });
    emit(&mut f, e, &mut stmts);
    let fl = f.float();
    let so = f.e(Expr::SizeOfType(fl));
    let it = f.int();
    let e = f.e(Expr::Cast { style: CastStyle::Static, ty: it, arg: so });
    emit(&mut f, e, &mut stmts);
    // (x = a) = b as a statement; x = y = c; x ? a : (y = b)
    let (lx, la, lb) = (f.l(x), f.l(a), f.l(b));
    let xa = f.assign(AssignOp::Assign, lx, la);
    let e = f.assign(AssignOp::Assign, xa, lb);
    stmts.push(Stmt::Expr(e));
    let (lx, ly, lc) = (f.l(x), f.l(y), f.l(c));
    let yc = f.assign(AssignOp::Assign, ly, lc);
    let e = f.assign(AssignOp::Assign, lx, yc);
    stmts.push(Stmt::Expr(e));
    let (lx, la, ly, lb) = (f.l(x), f.l(a), f.l(y), f.l(b));
    let yb = f.assign(AssignOp::Assign, ly, lb);
    let e = f.cond(lx, la, yb);
    stmts.push(Stmt::Expr(e));
    // out[k] = std::max((x++, y), c); out[k] = -(--x)
    let (lx, ly, lc) = (f.l(x), f.l(y), f.l(c));
    let xinc = f.un(U::PostInc, lx);
    let comma = f.bin(B::Comma, xinc, ly);
    let lx = f.l(x);
    let dx = f.un(U::PreDec, lx);
    let ndx = f.un(U::Neg, dx);
    let e = f.call("std::max", vec![comma, lc]);
    emit(&mut f, e, &mut stmts);
    emit(&mut f, ndx, &mut stmts);
    // *out++ style: (*out)++ and &out[1] - out
    let lo = f.l(out);
    let d = f.un(U::Deref, lo);
    let e = f.un(U::PostInc, d);
    stmts.push(Stmt::Expr(e));
    let (lo, lo2, one) = (f.l(out), f.l(out), f.lit("1"));
    let o1 = f.index(lo, one);
    let addr = f.un(U::AddrOf, o1);
    let diff = f.bin(B::Sub, addr, lo2);
    let it = f.int();
    let e = f.e(Expr::Cast { style: CastStyle::C, ty: it, arg: diff });
    emit(&mut f, e, &mut stmts);
    let mut m = Module::default();
    m.items.push(Item::Directive("#include <algorithm>".into()));
    add_fn(&mut m, f.finish(block(stmts)));
    m
}

fn cases() -> Vec<(&'static str, Module)> {
    vec![
        ("saxpy", saxpy()),
        ("nest2d", nest2d()),
        ("loop_forms", loop_forms()),
        ("exclusive", exclusive()),
        ("shared", shared()),
        ("atomics", atomics()),
        ("decls", decls()),
        ("control", control()),
        ("precedence", precedence()),
    ]
}

fn out_dir() -> PathBuf {
    data_dir().join("codegen").join("out")
}

#[test]
fn golden_outputs() {
    let info = ModuleInfo::for_printer_tests(oklc_passes::Family::Host);
    let mut failures = Vec::new();
    for (name, module) in cases() {
        for backend in [Backend::Serial, Backend::OpenMp] {
            let art = generate(&module, &info, backend, &Options::default());
            assert!(art.diagnostics.is_empty(), "{name}/{backend}: {:?}", art.diagnostics);
            assert!(art.launcher.is_none());
            let path = out_dir().join(backend.name()).join(format!("{name}.cpp"));
            if let Err(e) = check_golden(&path, &art.source) {
                failures.push(e);
            }
            // Printing is deterministic.
            assert_eq!(art.source, generate(&module, &info, backend, &Options::default()).source);
            if backend == Backend::Serial {
                let path = out_dir().join("metadata").join(format!("{name}.json"));
                if let Err(e) = check_golden(&path, &art.metadata.to_json()) {
                    failures.push(e);
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn gxx(args: &[&str]) -> std::process::Output {
    match Command::new("g++").args(args).output() {
        Ok(out) => out,
        Err(e) => panic!("g++ is required by the codegen suite and could not be run: {e}"),
    }
}

#[test]
fn golden_outputs_compile_with_gxx() {
    let mut checked = 0;
    for (backend, extra) in [("serial", None), ("openmp", Some("-fopenmp"))] {
        for file in oklc_tests::files_with_ext(&out_dir().join(backend), "cpp") {
            let path = file.to_string_lossy().to_string();
            let mut args = vec!["-std=c++17", "-Wall", "-Werror", "-fsyntax-only"];
            args.extend(extra);
            args.push(&path);
            let out = gxx(&args);
            assert!(
                out.status.success(),
                "g++ rejected {path}:\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
            checked += 1;
        }
    }
    assert!(checked >= 2 * cases().len(), "only {checked} golden files found");
}

/// Compiles `main_src` (which `#include`s the generated kernel) and runs it.
fn compile_and_run(dir: &Path, kernel_src: &str, main_src: &str, extra: &[&str]) -> String {
    std::fs::write(dir.join("kernel.cpp"), kernel_src).unwrap();
    std::fs::write(dir.join("main.cpp"), main_src).unwrap();
    let exe = dir.join("a.out");
    let main_path = dir.join("main.cpp").to_string_lossy().to_string();
    let exe_path = exe.to_string_lossy().to_string();
    let mut args = vec!["-std=c++17", "-Wall", "-Werror", "-O1", "-o", &exe_path, &main_path];
    args.extend(extra);
    let out = gxx(&args);
    assert!(out.status.success(), "g++ failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let run = Command::new(&exe).env("OMP_NUM_THREADS", "4").output().unwrap();
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    String::from_utf8_lossy(&run.stdout).to_string()
}

const SAXPY_MAIN: &str = r#"
#include "kernel.cpp"
#include <cstdio>
int main() {
  const int n = 1000;
  float x[n], y[n];
  for (int i = 0; i < n; ++i) { x[i] = i; y[i] = 2 * i; }
  // The host calling convention: scalars by reference, memory by pointer.
  saxpy(n, 0.5f, x, y);
  for (int i = 0; i < n; ++i) {
    if (y[i] != 2.5f * i) { std::printf("bad %d %f\n", i, y[i]); return 1; }
  }
  std::printf("ok\n");
  return 0;
}
"#;

const ATOMICS_MAIN: &str = r#"
#include "kernel.cpp"
#include <cstdio>
int main() {
  const int n = 997;
  int v[n];
  int acc[13] = {0};
  long sum = 0; int x = 0, o = 0, mx = 0;
  for (int i = 0; i < n; ++i) {
    v[i] = (i * 7919) % 1000;
    sum += v[i]; x ^= v[i]; o |= v[i]; if (v[i] > mx) mx = v[i];
  }
  atomics(n, v, acc);
  int ok = acc[0] == sum && acc[1] == n && acc[2] == -n && acc[3] == sum && acc[4] == x &&
           acc[5] == o && acc[6] == mx && acc[7] == n && acc[8] == 2 * n && acc[9] == 0 &&
           acc[11] == 0;
  std::printf(ok ? "ok\n" : "bad\n");
  return ok ? 0 : 1;
}
"#;

#[test]
fn generated_kernels_run() {
    let info = ModuleInfo::for_printer_tests(oklc_passes::Family::Host);
    let dir = tempfile::tempdir().unwrap();
    for (backend, extra) in [(Backend::Serial, &[][..]), (Backend::OpenMp, &["-fopenmp"][..])] {
        let saxpy_src = generate(&saxpy(), &info, backend, &Options::default()).source;
        assert_eq!(compile_and_run(dir.path(), &saxpy_src, SAXPY_MAIN, extra).trim(), "ok");
        let atomics_src = generate(&atomics(), &info, backend, &Options::default()).source;
        assert_eq!(compile_and_run(dir.path(), &atomics_src, ATOMICS_MAIN, extra).trim(), "ok");
    }
}

// ---------------------------------------------------------------------------------------------
// Precedence property test

/// A deterministic pseudo-random generator (no dependency needed).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// Builds a random integer expression over the parameters `a`..`d`; no division (no UB), shift
/// amounts are small literals.
fn random_expr(f: &mut FnBuilder, rng: &mut Lcg, vars: &[oklc_ir::LocalId], depth: u32) -> ExprId {
    if depth == 0 || rng.next(5) == 0 {
        return if rng.next(3) == 0 {
            let v = rng.next(9) as i64;
            int_lit(f, v)
        } else {
            let v = vars[rng.next(vars.len() as u64) as usize];
            f.l(v)
        };
    }
    let choice = rng.next(24);
    match choice {
        0..=13 => {
            let ops = [
                B::Add,
                B::Sub,
                B::Mul,
                B::BitAnd,
                B::BitOr,
                B::BitXor,
                B::Lt,
                B::Ge,
                B::Eq,
                B::Ne,
                B::And,
                B::Or,
                B::Comma,
                B::Sub,
            ];
            let op = ops[choice as usize];
            let l = random_expr(f, rng, vars, depth - 1);
            let r = random_expr(f, rng, vars, depth - 1);
            f.bin(op, l, r)
        }
        14 | 15 => {
            let op = if choice == 14 { B::Shl } else { B::Shr };
            let l = random_expr(f, rng, vars, depth - 1);
            let amount = rng.next(3) as i64;
            let r = int_lit(f, amount);
            f.bin(op, l, r)
        }
        16..=19 => {
            let ops = [U::Neg, U::Not, U::BitNot, U::Plus];
            let arg = random_expr(f, rng, vars, depth - 1);
            f.un(ops[(choice - 16) as usize], arg)
        }
        20 | 21 => {
            let c = random_expr(f, rng, vars, depth - 1);
            let t = random_expr(f, rng, vars, depth - 1);
            let e = random_expr(f, rng, vars, depth - 1);
            f.cond(c, t, e)
        }
        22 => {
            let arg = random_expr(f, rng, vars, depth - 1);
            let ty = f.builtin(Builtin::UInt);
            f.e(Expr::Cast { style: CastStyle::C, ty, arg })
        }
        _ => {
            let a = random_expr(f, rng, vars, depth - 1);
            let b = random_expr(f, rng, vars, depth - 1);
            f.call("pick", vec![a, b])
        }
    }
}

/// The reference printing: every operator application fully parenthesised.
fn fully_parenthesised(f: &Function, e: ExprId) -> String {
    let p = |x: ExprId| fully_parenthesised(f, x);
    match &f.store.exprs[e] {
        Expr::Literal(l) => l.text.to_string(),
        Expr::Local(l) => f.locals[*l].name.to_string(),
        Expr::Binary { op, lhs, rhs } => {
            let s = match op {
                B::Add => "+",
                B::Sub => "-",
                B::Mul => "*",
                B::BitAnd => "&",
                B::BitOr => "|",
                B::BitXor => "^",
                B::Lt => "<",
                B::Ge => ">=",
                B::Eq => "==",
                B::Ne => "!=",
                B::And => "&&",
                B::Or => "||",
                B::Comma => ",",
                B::Shl => "<<",
                B::Shr => ">>",
                _ => unreachable!(),
            };
            format!("(({}) {s} ({}))", p(*lhs), p(*rhs))
        }
        Expr::Unary { op, arg } => {
            let s = match op {
                U::Neg => "-",
                U::Not => "!",
                U::BitNot => "~",
                U::Plus => "+",
                _ => unreachable!(),
            };
            format!("({s}({}))", p(*arg))
        }
        Expr::Cond { cond, then, els } => {
            format!("(({}) ? ({}) : ({}))", p(*cond), p(*then), p(*els))
        }
        Expr::Cast { arg, .. } => format!("((unsigned int)({}))", p(*arg)),
        Expr::Call { args, .. } => format!("pick(({}), ({}))", p(args[0]), p(args[1])),
        other => unreachable!("{other:?}"),
    }
}

#[test]
fn parentheses_never_change_meaning() {
    let mut f = FnBuilder::helper("probe");
    let ut = f.builtin(Builtin::UInt);
    let vars: Vec<_> = ["a", "b", "c", "d"].iter().map(|n| f.param(n, ut)).collect();
    let mut rng = Lcg(0x5eed);
    let exprs: Vec<ExprId> = (0..400).map(|_| random_expr(&mut f, &mut rng, &vars, 5)).collect();
    let func = f.f;
    let mut src = String::from(
        "#include <cstdio>\nstatic unsigned pick(unsigned x, unsigned y) { return x * 3u + y; }\n",
    );
    for (i, e) in exprs.iter().enumerate() {
        let printed = oklc_codegen::testing::expr_text(&func, *e);
        let full = fully_parenthesised(&func, *e);
        src.push_str(&format!(
            "static unsigned p{i}(unsigned a, unsigned b, unsigned c, unsigned d) {{ return (unsigned)({printed}); }}\n\
             static unsigned r{i}(unsigned a, unsigned b, unsigned c, unsigned d) {{ return (unsigned)({full}); }}\n"
        ));
    }
    src.push_str("int main() {\n  int bad = 0;\n  const unsigned vals[4][4] = {{0u, 1u, 2u, 3u}, {7u, 5u, 0u, 4294967295u}, {12345u, 3u, 9u, 1u}, {1u, 0u, 1u, 0u}};\n  for (int k = 0; k < 4; ++k) {\n    const unsigned *v = vals[k];\n");
    for i in 0..exprs.len() {
        src.push_str(&format!(
            "    if (p{i}(v[0], v[1], v[2], v[3]) != r{i}(v[0], v[1], v[2], v[3])) {{ std::printf(\"mismatch %d\\n\", {i}); bad = 1; }}\n"
        ));
    }
    src.push_str("  }\n  return bad;\n}\n");
    let dir = tempfile::tempdir().unwrap();
    let cpp = dir.path().join("prec.cpp");
    std::fs::write(&cpp, &src).unwrap();
    let exe = dir.path().join("prec");
    let (cpp_s, exe_s) = (cpp.to_string_lossy().to_string(), exe.to_string_lossy().to_string());
    // `-w`: the reference form is deliberately noisy (unused comma operands, bool arithmetic).
    let out = gxx(&["-std=c++17", "-w", "-O0", "-o", &exe_s, &cpp_s]);
    assert!(out.status.success(), "g++ failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let run = Command::new(&exe).output().unwrap();
    assert!(
        run.status.success(),
        "printed expressions differ from the reference:\n{}",
        String::from_utf8_lossy(&run.stdout)
    );
    // The printer's output is also warning-free under -Wparentheses for the printed forms.
}

#[test]
fn specific_expressions_print_minimally() {
    let m = precedence();
    let info = ModuleInfo::for_printer_tests(oklc_passes::Family::Host);
    let src = generate(&m, &info, Backend::Serial, &Options::default()).source;
    for expected in [
        "out[0] = a - (b - c);",
        "out[1] = a - -b;",
        "out[2] = -(-a);",
        "out[3] = (a + b) * c;",
        "out[4] = a / b * c;",
        "out[5] = a / (b * c);",
        "out[6] = (a ? b : c) ? a : b;",
        "out[7] = a ? b : c ? a : b;",
        "out[8] = a << (b + c);",
        "out[9] = a + (b << c);",
        "out[10] = (a || b) && c;",
        "out[11] = a || (b && c);",
        "out[12] = !(a == b);",
        "out[13] = (!a) == b;",
        "out[14] = a & (b == c);",
        "out[15] = (int)-a;",
        "out[16] = (int)(unsigned int)(a + b);",
        "out[17] = static_cast<int>(sizeof(float));",
        "(x = a) = b;",
        "x = y = c;",
        "x ? a : y = b;",
        "out[18] = std::max((x++, y), c);",
        "out[19] = -(--x);",
        "(*out)++;",
        "out[20] = (int)(&out[1] - out);",
    ] {
        assert!(src.contains(expected), "missing `{expected}` in\n{src}");
    }
}

// ---------------------------------------------------------------------------------------------
// Provenance, diagnostics, API

const PROVENANCE_SRC: &str = "// Doubles every element.
@kernel void twice(const int n, float *v) {
  // One iteration per element.
  for (int i = 0; i < n; ++i; @outer) {
    v[i] *= 2.0f; // trailing note
    /* end of body */
  }
  /* dropped? no: trailing in the kernel */
}
";

#[test]
fn comments_and_line_directives() {
    let mut db = SourceDb::new();
    let file = db.add("twice.okl", PROVENANCE_SRC, FileOrigin::Root);
    let text = PROVENANCE_SRC;
    let span_of = |needle: &str, len: usize| {
        let lo = text.find(needle).unwrap() as u32;
        Span::new(file, lo, lo + len as u32)
    };
    let comment = |needle: &str| {
        let lo = text.find(needle).unwrap();
        let end = if needle.starts_with("//") {
            text[lo..].find('\n').unwrap()
        } else {
            text[lo..].find("*/").unwrap() + 2
        };
        Span::new(file, lo as u32, (lo + end) as u32)
    };
    let comments = vec![
        comment("// Doubles"),
        comment("// One iteration"),
        comment("// trailing note"),
        comment("/* end of body"),
        comment("/* dropped?"),
    ];
    let kernel_start = text.find("@kernel").unwrap();
    let kernel_span = Span::new(file, kernel_start as u32, text.len() as u32 - 1);
    let for_lo = text.find("for (").unwrap();
    let for_hi = text.find("  }\n  /* dropped").unwrap() + 3;
    let for_span = Span::new(file, for_lo as u32, for_hi as u32);
    let stmt_span = span_of("v[i] *= 2.0f;", "v[i] *= 2.0f;".len());

    let mut f = FnBuilder::kernel("twice");
    f.f.span = kernel_span;
    let ci = f.const_builtin(Builtin::Int);
    let n = f.param("n", ci);
    let fl = f.float();
    let pv = f.ptr(fl);
    let v = f.param("v", pv);
    let i = f.loop_var("i");
    let (lv, li) = (f.l(v), f.l(i));
    let vi = f.index(lv, li);
    let two = f.lit("2.0f");
    let upd = f.assign(AssignOp::Mul, vi, two);
    let mut body = oklc_ir::Block::new();
    body.push(Stmt::Expr(upd), stmt_span);
    let (z, ln) = (f.lit("0"), f.l(n));
    let lp = f.simple_loop(LoopKind::Outer(Some(0)), i, z, ln, body);
    let mut kbody = oklc_ir::Block::new();
    kbody.push(lp, for_span);
    let m = module_of(vec![f.finish(kbody)]);

    let options = Options {
        source_db: Some(&db),
        line_directives: true,
        comments: &comments,
        ..Options::default()
    };
    let art = generate(
        &m,
        &ModuleInfo::for_printer_tests(oklc_passes::Family::Host),
        Backend::OpenMp,
        &options,
    );
    assert!(art.diagnostics.is_empty(), "{:?}", art.diagnostics);
    let path = out_dir().join("openmp").join("provenance.cpp");
    check_golden(&path, &art.source).unwrap();
    // Each comment appears once.
    for c in
        ["// Doubles", "// One iteration", "// trailing note", "/* end of body */", "/* dropped?"]
    {
        assert_eq!(art.source.matches(c).count(), 1, "{c} in\n{}", art.source);
    }
    let without = generate(
        &m,
        &ModuleInfo::for_printer_tests(oklc_passes::Family::Host),
        Backend::OpenMp,
        &Options::default(),
    );
    assert!(!without.source.contains("#line") && !without.source.contains("//"));
}

#[test]
fn unimplemented_gpu_backends_report_it() {
    let m = saxpy();
    for backend in Backend::ALL.into_iter().filter(|b| !b.is_implemented()) {
        let art = generate(
            &m,
            &ModuleInfo::for_printer_tests(oklc_passes::Family::Host),
            backend,
            &Options::default(),
        );
        assert_eq!(art.diagnostics.len(), 1);
        assert_eq!(art.diagnostics[0].code, oklc_diag::codes::codegen::BACKEND_NOT_IMPLEMENTED);
        assert!(art.source.is_empty());
    }
}

#[test]
fn backend_names_round_trip() {
    for b in Backend::ALL {
        assert_eq!(b.name().parse::<Backend>(), Ok(b));
        assert_eq!(b.to_string(), b.name());
    }
    assert_eq!("sycl".parse::<Backend>(), Ok(Backend::Sycl));
    assert_eq!("OpenMP".parse::<Backend>(), Ok(Backend::OpenMp));
    assert!("vulkan".parse::<Backend>().is_err());
}

#[test]
fn malformed_ir_is_reported_not_a_panic() {
    let mut f = FnBuilder::kernel("broken");
    // A handle from a bigger store: out of range in this function's store.
    let mut other = oklc_ir::Store::default();
    for _ in 0..10 {
        other.lit("1");
    }
    let bad = other.lit("2");
    let local = f.loop_var("i");
    let lp = f.simple_loop(LoopKind::Outer(Some(0)), local, bad, bad, block(vec![Stmt::Expr(bad)]));
    let mut m = module_of(vec![f.finish(block(vec![lp, Stmt::Decl(local)]))]);
    let mut other_module = Module::default();
    let mut far = None;
    for k in 0..8 {
        let ty = other_module.store.int();
        far = Some(other_module.globals.alloc(Global {
            name: format!("g{k}").into(),
            ty,
            class: StorageClass::default(),
            init: None,
            dim: None,
            span: Span::default(),
        }));
    }
    m.items.push(Item::Global(far.unwrap()));
    for backend in [Backend::Serial, Backend::OpenMp] {
        let art = generate(
            &m,
            &ModuleInfo::for_printer_tests(oklc_passes::Family::Host),
            backend,
            &Options::default(),
        );
        assert!(art.diagnostics.iter().any(|d| d.code == oklc_diag::codes::codegen::MALFORMED_IR));
    }
    let _ = Init::Assign(bad);
}
