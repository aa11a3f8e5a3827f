//! Unit tests of the printer pieces that the golden suite exercises only indirectly:
//! declarators, atomic classification, renaming of reserved names and metadata details.

use oklc_ir::{
    AssignOp, BinaryOp, Block, Builtin, Expr, Field, Function, Local, LocalKind, Module, NamedRef,
    Quals, Stmt, StructDef, StructTag, TyId, TyKind, Typedef, UnaryOp,
};
use oklc_passes::ModuleInfo;
use oklc_span::Span;

use crate::atomic::{AtomicClass, classify};
use crate::metadata::{Dtype, argument};
use crate::printer::{Cx, Namer, Writer};
use crate::testing::{FnBuilder, StoreBuilder, block};
use crate::{Backend, Options, Serial};

fn decl_text(f: &Function, ty: TyId, name: &str) -> String {
    let module = Module::default();
    let info = ModuleInfo::for_printer_tests(oklc_passes::Family::Host);
    let options = Options::default();
    let dialect = Serial::default();
    let mut w = Writer::new(&dialect, &module, &info, &options);
    let cx = Cx { store: &f.store, func: Some(f), names: None };
    w.decl(&cx, ty, name)
}

#[test]
fn declarators() {
    let mut f = FnBuilder::helper("h");
    let int = f.int();
    let (three, four) = (f.lit("3"), f.lit("4"));
    let row = f.array(int, Some(four));
    let grid = f.array(row, Some(three));
    let fl = f.float();
    let cf = f.const_builtin(Builtin::Float);
    let restrict_ptr = f.ptr_q(cf, Quals::RESTRICT);
    let const_ptr = f.ptr_q(fl, Quals::CONST);
    let fn_ty = f.ty(TyKind::Function { ret: fl, params: vec![int], variadic: false });
    let fn_ptr = f.ptr(fn_ty);
    let four2 = f.lit("4");
    let row_f = f.array(fl, Some(four2));
    let ptr_to_row = f.ptr(row_f);
    let ref_to_row = f.ty(TyKind::Reference(row_f));
    let pp = f.ptr(const_ptr);
    let ret_ptr = f.ptr(fl);
    let fn_ret_ptr = f.ty(TyKind::Function { ret: ret_ptr, params: vec![], variadic: true });
    let func = f.f;
    assert_eq!(decl_text(&func, grid, "a"), "int a[3][4]");
    assert_eq!(decl_text(&func, restrict_ptr, "x"), "const float *__restrict__ x");
    assert_eq!(decl_text(&func, const_ptr, "p"), "float *const p");
    assert_eq!(decl_text(&func, fn_ptr, "f"), "float (*f)(int)");
    assert_eq!(decl_text(&func, fn_ptr, ""), "float (*)(int)");
    assert_eq!(decl_text(&func, ptr_to_row, "p"), "float (*p)[4]");
    assert_eq!(decl_text(&func, ref_to_row, "r"), "float (&r)[4]");
    assert_eq!(decl_text(&func, pp, "q"), "float *const *q");
    assert_eq!(decl_text(&func, fn_ret_ptr, "g"), "float *g(...)");
    assert_eq!(decl_text(&func, grid, ""), "int[3][4]");
}

fn classify_one(build: impl FnOnce(&mut FnBuilder) -> Block) -> AtomicClass {
    let mut f = FnBuilder::helper("h");
    let b = build(&mut f);
    let cx = Cx { store: &f.f.store, func: Some(&f.f), names: None };
    classify(&Module::default(), &cx, &b)
}

#[test]
fn atomic_classes() {
    let is_update = |c: AtomicClass| matches!(c, AtomicClass::Update(_));
    let arr = |f: &mut FnBuilder| {
        let int = f.int();
        let p = f.ptr(int);
        f.param("a", p)
    };
    // a[0] *= 3 is an update; a[0] %= 3 is not (OpenMP has no atomic %=).
    for (op, expect) in [(AssignOp::Mul, true), (AssignOp::Shl, true), (AssignOp::Rem, false)] {
        let c = classify_one(|f| {
            let a = arr(f);
            let (la, z, three) = (f.l(a), f.lit("0"), f.lit("3"));
            let x = f.index(la, z);
            block(vec![Stmt::Expr(f.assign(op, x, three))])
        });
        assert_eq!(is_update(c), expect, "{op:?}");
    }
    // a[i++] += 1 has a side effect in the location: general.
    let c = classify_one(|f| {
        let a = arr(f);
        let int = f.int();
        let i = f.param("i", int);
        let (la, li, one) = (f.l(a), f.l(i), f.lit("1"));
        let inc = f.un(UnaryOp::PostInc, li);
        let x = f.index(la, inc);
        block(vec![Stmt::Expr(f.assign(AssignOp::Add, x, one))])
    });
    assert_eq!(c, AtomicClass::General);
    // x = x - 1 - y: the top operator's left operand is not x: general.
    let c = classify_one(|f| {
        let int = f.int();
        let (x, y) = (f.param("x", int), f.param("y", int));
        let (lx, lx2, ly, one) = (f.l(x), f.l(x), f.l(y), f.lit("1"));
        let d = f.bin(BinaryOp::Sub, lx2, one);
        let e = f.bin(BinaryOp::Sub, d, ly);
        block(vec![Stmt::Expr(f.assign(AssignOp::Assign, lx, e))])
    });
    assert_eq!(c, AtomicClass::General);
    // { { ++x; } } unwraps to an update.
    let c = classify_one(|f| {
        let int = f.int();
        let x = f.param("x", int);
        let lx = f.l(x);
        let inc = f.un(UnaryOp::PreInc, lx);
        block(vec![Stmt::Block(block(vec![Stmt::Expr(inc)]))])
    });
    assert!(is_update(c));
    // A declaration is never atomic.
    let c = classify_one(|f| {
        let int = f.int();
        let v = f.var("v", int, None);
        block(vec![Stmt::Decl(v)])
    });
    assert_eq!(c, AtomicClass::General);
}

/// OpenMP's `atomic` takes only scalars: an update of a struct object (through a user operator,
/// directly or through a typedef) is general, an update of its scalar field is not.
#[test]
fn atomic_updates_of_structs_are_general() {
    let mut m = Module::default();
    let int = m.store.int();
    let sid = m.structs.alloc(StructDef {
        copy_blocker: None,
        tag: StructTag::Struct,
        name: Some("V2".into()),
        fields: vec![Field {
            name: "x".into(),
            ty: int,
            bit_width: None,
            global_ptr: false,
            default: None,
        }],
        verbatim_members: Vec::new(),
        mutating_methods: Vec::new(),
        template_header: None,
        bases: None,
        is_forward: false,
        span: Span::default(),
    });
    let v2 = m.store.named("V2", NamedRef::Struct(sid));
    let td = m.typedefs.alloc(Typedef {
        name: "v2_t".into(),
        ty: v2,
        is_using: false,
        span: Span::default(),
    });
    let mut f = FnBuilder::helper("h");
    let sv = f.named("V2", NamedRef::Struct(sid));
    let tv = f.named("v2_t", NamedRef::Typedef(td));
    let (ps, pt) = (f.ptr(sv), f.ptr(tv));
    let (a, b) = (f.param("a", ps), f.param("b", pt));
    let one = f.lit("1");
    let mut bodies = Vec::new();
    for p in [a, b] {
        let (lp, z) = (f.l(p), f.lit("0"));
        let elem = f.index(lp, z);
        let add = f.assign(AssignOp::Add, elem, one);
        let inc = f.un(UnaryOp::PreInc, elem);
        let field = f.member(elem, "x");
        let field_add = f.assign(AssignOp::Add, field, one);
        bodies.push((add, false));
        bodies.push((inc, false));
        bodies.push((field_add, true));
    }
    let cx = Cx { store: &f.f.store, func: Some(&f.f), names: None };
    for (e, update) in bodies {
        let c = classify(&m, &cx, &block(vec![Stmt::Expr(e)]));
        assert_eq!(
            matches!(c, AtomicClass::Update(_)),
            update,
            "{}",
            crate::testing::expr_text(&f.f, e)
        );
    }
}

#[test]
fn reserved_local_names_are_renamed() {
    let mut f = FnBuilder::helper("h");
    let int = f.int();
    let a = f.param("class", int);
    let b = f.param("class_", int);
    let c = f.param("n", int);
    let names = Namer::for_function(&f.f, crate::backend::serial::keywords::KEYWORDS);
    assert_eq!(names.get(a).map(|s| s.as_str()), Some("class_1"));
    assert_eq!(names.get(b), None);
    assert_eq!(names.get(c), None);
}

#[test]
fn cuda_reserves_its_own_names_and_the_cpp_keywords() {
    let cuda = crate::backend::cuda::keywords::KEYWORDS;
    assert!(cuda.contains("threadIdx") && cuda.contains("__shared__") && cuda.contains("while"));
    assert!(!crate::backend::openmp::keywords::KEYWORDS.contains("threadIdx"));
}

#[test]
fn keyword_lists_are_sorted_for_binary_search() {
    let options = Options::default();
    let dialects: Vec<_> =
        Backend::ALL.iter().filter_map(|b| crate::dialect_for(*b, &options)).collect();
    assert!(!dialects.is_empty());
    for d in dialects {
        let lists = d.keywords().lists();
        for list in lists {
            assert!(list.windows(2).all(|w| w[0] < w[1]), "{:?}: keywords not sorted", d.backend());
        }
        let all: Vec<&str> = lists.iter().flat_map(|l| l.iter().copied()).collect();
        let unique: indexmap::IndexSet<&str> = all.iter().copied().collect();
        assert_eq!(all.len(), unique.len(), "{:?}: a keyword in two lists", d.backend());
        assert!(d.keywords().contains("class") && !d.keywords().contains("classy"));
    }
}

#[test]
fn metadata_constness_and_dtypes() {
    let mut m = Module::default();
    let fl = m.store.float();
    let fp = m.store.ptr(fl);
    let td = m.typedefs.alloc(Typedef {
        name: "fptr".into(),
        ty: fp,
        is_using: false,
        span: Span::default(),
    });
    let mut f = FnBuilder::kernel("k");
    let named = f.ty_q(
        TyKind::Named { name: "fptr".into(), refers: NamedRef::Typedef(td), keyword: None },
        Quals::CONST,
    );
    let a = argument(&m, &f.f.store, "a".into(), named);
    assert!(a.is_const && a.ptr);
    assert_eq!(a.dtype, Dtype::Builtin { name: "float".into() });
    let ull = f.builtin(Builtin::ULongLong);
    let b = argument(&m, &f.f.store, "b".into(), ull);
    assert!(!b.is_const && !b.ptr);
    assert_eq!(b.dtype, Dtype::Builtin { name: "long".into() });
    let int = f.int();
    let hex = f.lit("0x10");
    let arr = f.array(int, Some(hex));
    let p = f.ptr(arr);
    let c = argument(&m, &f.f.store, "c".into(), p);
    assert_eq!(
        c.dtype,
        Dtype::Tuple { size: 16, dtype: Box::new(Dtype::Builtin { name: "int".into() }) }
    );
    // `int *const d`: the pointer is const, the data the kernel writes through it is not.
    let const_ptr = f.ty_q(TyKind::Pointer(int), Quals::CONST);
    assert!(!argument(&m, &f.f.store, "d".into(), const_ptr).is_const);
    let const_int = f.const_builtin(Builtin::Int);
    let ptr_to_const = f.ptr(const_int);
    assert!(argument(&m, &f.f.store, "e".into(), ptr_to_const).is_const);
    let _ = Local::new("unused", int, LocalKind::Var, Span::default());
    let _ = Expr::Name("x".into());
}

#[test]
fn json_shape_is_occa_s() {
    let mut m = Module::default();
    let mut f = FnBuilder::kernel("k");
    let ci = f.const_builtin(Builtin::Int);
    f.param("n", ci);
    let id = m.functions.alloc(f.finish(Block::new()));
    m.items.push(oklc_ir::Item::Function(id));
    let art = crate::generate(
        &m,
        &ModuleInfo::for_printer_tests(oklc_passes::Family::Host),
        Backend::Serial,
        &Options::default(),
    );
    let compact: serde_json::Value = serde_json::from_str(&art.metadata.to_json()).unwrap();
    assert_eq!(
        compact.to_string(),
        r#"{"dependencies":{},"metadata":[{"arguments":[{"const":true,"dtype":{"name":"int","type":"builtin"},"name":"n","ptr":false}],"name":"k"}]}"#
    );
    assert!(art.metadata.to_json().contains("\"type\": \"builtin\",\n"));
}

#[test]
fn handle_cycles_are_reported_not_a_stack_overflow() {
    let mut f = FnBuilder::kernel("cyclic");
    // An expression that is its own operand.
    let e = f.lit("0");
    f.f.store.exprs[e] = Expr::Unary { op: UnaryOp::Neg, arg: e };
    // A type that points to itself, and a function type that takes itself.
    let int = f.int();
    let p = f.ptr(int);
    f.f.store.types[p].kind = TyKind::Pointer(p);
    let fun = f.ty(TyKind::Function { ret: int, params: vec![], variadic: false });
    f.f.store.types[fun].kind = TyKind::Function { ret: int, params: vec![fun], variadic: false };
    f.param("p", p);
    f.param("g", fun);
    // A loop whose body contains itself.
    let i = f.loop_var("i");
    let (z, n) = (f.lit("0"), f.lit("4"));
    let lp = f.simple_loop(oklc_ir::LoopKind::Outer(Some(0)), i, z, n, block(vec![Stmt::Expr(e)]));
    let Stmt::Loop(id) = lp else { unreachable!() };
    f.f.loops[id].body.push(Stmt::Loop(id), Span::default());
    let mut m = Module::default();
    let fid = m.functions.alloc(f.finish(block(vec![lp])));
    m.items.push(oklc_ir::Item::Function(fid));
    for backend in [Backend::Serial, Backend::OpenMp] {
        let art = crate::generate(
            &m,
            &ModuleInfo::for_printer_tests(oklc_passes::Family::Host),
            backend,
            &Options::default(),
        );
        assert!(art.diagnostics.iter().any(|d| d.code == oklc_diag::codes::codegen::MALFORMED_IR));
    }
}
