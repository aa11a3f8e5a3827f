//! Diagnostic codes of the driver: reading inputs, writing outputs, command-line values.

define_codes! { TABLE;
    /// Input file cannot be read
    ///
    /// The file named on the command line (or by an `#include` that was found) could not be
    /// opened or read. Check the path and its permissions.
    CANNOT_READ_INPUT = 901;
    /// Output file cannot be written
    ///
    /// oklc writes every output to a temporary file next to the target and renames it into place,
    /// so a failed write never leaves a half-written file behind. Check that the folder exists and
    /// is writable.
    CANNOT_WRITE_OUTPUT = 902;
    /// Input file is too large
    ///
    /// oklc addresses source text with 32-bit byte offsets, so one file may hold at most 4 GiB.
    INPUT_TOO_LARGE = 903;
}
