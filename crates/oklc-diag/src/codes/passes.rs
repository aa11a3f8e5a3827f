//! Diagnostic codes of the passes stage; see the range table in `codes.rs`.

define_codes! { TABLE;
}
