//! Diagnostic codes of the parse stage; see the range table in `codes.rs`.

define_codes! { TABLE;
}
