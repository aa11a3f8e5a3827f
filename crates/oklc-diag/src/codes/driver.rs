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
    /// Source file is not valid UTF-8
    ///
    /// oklc reads source text as UTF-8. The file holds a byte sequence that is not valid UTF-8
    /// (often a Latin-1 character in a comment); the diagnostic points at the first one. Every
    /// invalid sequence is replaced by U+FFFD and compilation goes on, so code outside comments and
    /// literals will also report an invalid character. Re-save the file as UTF-8.
    INVALID_UTF8 = 904;
    /// Invalid command line
    ///
    /// The command line could not be parsed: an unknown flag, a missing or invalid value, or an
    /// unknown subcommand. Only reported in this form under `--message-format json`; the other
    /// formats print the usage error as text. Run `oklc help` for the accepted arguments.
    INVALID_COMMAND_LINE = 905;
    /// Unknown diagnostic code
    ///
    /// `oklc explain` was given something that is not a registered code. Codes are written
    /// `OKLnnnn`; `docs/diagnostics.md` lists them all.
    UNKNOWN_CODE = 906;
    /// Internal compiler error
    ///
    /// oklc hit a bug in itself and stopped (exit status 101). Nothing was written. Please report
    /// it together with the input and the command line that triggered it.
    INTERNAL_ERROR = 999;
}
