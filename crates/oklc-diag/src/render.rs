//! Renderers: rich terminal text, the short gcc-shaped line, and JSON Lines.
