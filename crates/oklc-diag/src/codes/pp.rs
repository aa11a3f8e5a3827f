//! Diagnostic codes of the pp stage; see the range table in `codes.rs`.

define_codes! { TABLE;
}
