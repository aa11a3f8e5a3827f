//! Diagnostic codes of the codegen stage; see the range table in `codes.rs`.

define_codes! { TABLE;
}
