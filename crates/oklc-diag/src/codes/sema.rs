//! Diagnostic codes of the sema stage; see the range table in `codes.rs`.

define_codes! { TABLE;
}
