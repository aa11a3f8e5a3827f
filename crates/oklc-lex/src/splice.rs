//! Line splices: backslash-newline pairs are deleted before tokenising (translation phase 2),
//! and positions in the spliced text are mapped back to the original text.
//!
//! As in gcc, a backslash followed by spaces or tabs and then a newline is a splice too (trailing
//! whitespace is invisible in an editor); the lexer warns about each.

/// The spliced text of a file: owned only when the file has splices, so a lexer can keep it
/// next to the original text without borrowing it.
pub(crate) struct Spliced {
    /// `None`: the same as the original.
    text: Option<String>,
    /// `(position in spliced text, bytes removed before it)`, ascending; empty without splices.
    shifts: Vec<(u32, u32)>,
    /// Original offsets of the backslashes of splices with whitespace before the newline, and
    /// the length of that whitespace.
    pub(crate) spaced: Vec<(u32, u32)>,
}

impl Spliced {
    pub(crate) fn new(original: &str) -> Spliced {
        // Most texts have no backslash at all, which one `memchr` pass shows; substring search
        // costs a searcher set-up per call, which dominates for short texts such as `##` results.
        if !original.as_bytes().contains(&b'\\') {
            return Spliced { text: None, shifts: Vec::new(), spaced: Vec::new() };
        }
        let bytes = original.as_bytes();
        // Allocated at the first splice: most backslashes are escapes in literals.
        let mut text = String::new();
        let mut shifts = Vec::new();
        let mut spaced = Vec::new();
        let mut removed = 0u32;
        let mut start = 0;
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'\\' {
                let blanks = bytes[i + 1..]
                    .iter()
                    .take_while(|&&b| matches!(b, b' ' | b'\t' | 0x0B | 0x0C))
                    .count();
                let len = match (bytes.get(i + 1 + blanks), bytes.get(i + 2 + blanks)) {
                    (Some(b'\n'), _) => 2 + blanks as u32,
                    (Some(b'\r'), Some(b'\n')) => 3 + blanks as u32,
                    _ => 0,
                };
                if len > 0 {
                    if blanks > 0 {
                        spaced.push((i as u32, blanks as u32));
                    }
                    if text.capacity() == 0 {
                        text.reserve(original.len());
                    }
                    text.push_str(&original[start..i]);
                    removed += len;
                    shifts.push((text.len() as u32, removed));
                    i += len as usize;
                    start = i;
                    continue;
                }
            }
            i += 1;
        }
        if shifts.is_empty() {
            return Spliced { text: None, shifts, spaced };
        }
        text.push_str(&original[start..]);
        Spliced { text: Some(text), shifts, spaced }
    }

    /// The text to tokenise; `original` is the text this was made from.
    pub(crate) fn text<'s>(&'s self, original: &'s str) -> &'s str {
        self.text.as_deref().unwrap_or(original)
    }

    /// Original offset of the character at spliced offset `pos` (a token start).
    #[inline]
    pub(crate) fn map(&self, pos: usize) -> u32 {
        let pos = pos as u32;
        if self.shifts.is_empty() {
            return pos;
        }
        let i = self.shifts.partition_point(|&(at, _)| at <= pos);
        pos + if i == 0 { 0 } else { self.shifts[i - 1].1 }
    }

    /// Original offset just after the character ending at spliced offset `pos` (a token end): a
    /// splice right after the token is not part of it.
    #[inline]
    pub(crate) fn map_end(&self, pos: usize) -> u32 {
        let pos = pos as u32;
        if self.shifts.is_empty() {
            return pos;
        }
        let i = self.shifts.partition_point(|&(at, _)| at < pos);
        pos + if i == 0 { 0 } else { self.shifts[i - 1].1 }
    }
}
