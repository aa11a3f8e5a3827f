//! "Did you mean" suggestions for misspelt names.

/// Edit distance between two short strings, by characters: Levenshtein plus the swap of two
/// adjacent characters as one edit (optimal string alignment), so `@inerr` suggests `@inner`.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Rows i-2, i-1 and i of the table.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, &ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            cur[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
            if i > 0 && j > 0 && ca == b[j - 1] && a[i - 1] == cb {
                cur[j + 1] = cur[j + 1].min(before[j - 1] + 1);
            }
        }
        std::mem::swap(&mut before, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// The closest candidate to `name`: a candidate that extends it (`global` → `globalPtr`), or
/// one within an edit distance of a third of its length (at least 1, at most 3); ties go to the
/// earlier candidate.
pub fn closest<'a>(name: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let lower = name.to_ascii_lowercase();
    if let Some(c) = candidates.iter().find(|c| c.to_ascii_lowercase() == lower) {
        return Some(c);
    }
    if !name.is_empty()
        && let Some(c) = candidates.iter().find(|c| c.to_ascii_lowercase().starts_with(&lower))
    {
        return Some(c);
    }
    let limit = (name.chars().count() / 3).clamp(1, 3);
    candidates
        .iter()
        .map(|c| (edit_distance(&lower, &c.to_ascii_lowercase()), *c))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_close_names() {
        let known = ["outer", "inner", "globalPtr", "exclusive", "max_inner_dims"];
        assert_eq!(closest("global", &known), Some("globalPtr"));
        assert_eq!(closest("outter", &known), Some("outer"));
        assert_eq!(closest("exclusiv", &known), Some("exclusive"));
        assert_eq!(closest("maxInnerDims", &known), Some("max_inner_dims"));
        assert_eq!(closest("banana", &known), None);
        // A swapped pair of letters is one edit.
        assert_eq!(closest("inenr", &known), Some("inner"));
        assert_eq!(edit_distance("inenr", "inner"), 1);
        assert_eq!(edit_distance("ab", "ba"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
