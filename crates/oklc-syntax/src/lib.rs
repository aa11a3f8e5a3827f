//! Parser for the OKL C++ subset (temporary: AST only, the parser lands from its branch).
pub mod ast;
